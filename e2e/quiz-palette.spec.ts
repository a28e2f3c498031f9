/**
 * The question palette in a real browser, at 1280 px (a side panel) and at 390 px (a bottom
 * sheet): a new student starts a Weekly Challenge, answers and marks questions, jumps, reloads
 * and lands on the same question with every state kept by the server, finds the test in
 * progress on Home and on its card, and completes it after the confirmation's summary. Axe on
 * the quiz, the open palette and the confirmation. Each run signs up its own students, so each
 * viewport gets a fresh attempt.
 */
import type { Locator, Page } from '@playwright/test';
import { newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

const stamp = String(Date.now()).slice(-6);
const footer = (page: Page) => page.locator('.quiz__footer');

const viewports = [
  { label: '1280 px', viewport: { width: 1280, height: 900 }, isPhone: false, tag: '', serial: '1' },
  { label: '390 px', viewport: { width: 390, height: 844 }, isPhone: true, tag: ' @mobile', serial: '2' },
];

for (const { label, viewport, isPhone, tag, serial } of viewports) {
  test(`the question palette keeps marks, jumps and the place at ${label}${tag}`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const { token } = await newStudent(page.request, 'Palette Student', `97${stamp}${serial}0`);
    await useToken(page, token);
    const headers = { authorization: `Bearer ${token}` };
    const papers = (await (await page.request.get('/api/papers?type=Major', { headers })).json()) as {
      papers: { id: number }[];
    };
    const paperId = papers.papers[0]!.id;

    /** The palette: the side panel, or the sheet opened from its button on a phone. */
    async function openPalette(): Promise<Locator> {
      if (!isPhone) {
        const panel = page.getByRole('complementary', { name: 'Question palette' });
        await expect(panel).toBeVisible();
        return panel;
      }
      await expect(page.getByRole('complementary', { name: 'Question palette' })).toBeHidden();
      await page.getByRole('button', { name: 'Question palette', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Question palette' });
      await expect(sheet).toBeVisible();
      return sheet;
    }
    async function jumpTo(name: string | RegExp) {
      const palette = await openPalette();
      await palette.getByRole('button', { name }).click();
      if (isPhone) await expect(page.getByRole('dialog', { name: 'Question palette' })).toBeHidden();
    }
    const missionCard = () =>
      page
        .getByRole('tabpanel')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Weekly Challenge' }) });

    await test.step('start the Weekly Challenge of the free module', async () => {
      await page.goto(`/#/paper-details/${paperId}`);
      await page.getByRole('tab', { name: 'Mock test' }).click();
      await missionCard().getByRole('link', { name: 'Attend Test' }).click();
      await page.getByRole('button', { name: 'Start Exam' }).click();
      await expect(footer(page)).toContainText('1 of 10');
      await expectNoSeriousViolations(page, `quiz at ${label}`);
    });

    await test.step('answer and mark the first question; the palette says so', async () => {
      await page.locator('.question-option').nth(0).click();
      await page.getByRole('button', { name: 'Mark for review', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Marked for review', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const palette = await openPalette();
      await expect(
        palette.getByRole('button', { name: 'Question 1, answered and marked for review, current' }),
      ).toBeVisible();
      await expect(palette.getByRole('button', { name: 'Question 2, not visited' })).toBeVisible();
      if (isPhone) {
        await expectNoSeriousViolations(page, `palette sheet at ${label}`);
        await page.screenshot({ path: testInfo.outputPath(`palette-sheet-${viewport.width}.png`) });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Question palette' })).toBeHidden();
      }
    });

    await test.step('jump to question 4 and mark it without an answer; Previous goes to 3', async () => {
      await jumpTo('Question 4, not visited');
      await expect(footer(page)).toContainText('4 of 10');
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await expect(footer(page)).toContainText('3 of 10');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(footer(page)).toContainText('4 of 10');
      await page.getByRole('button', { name: 'Mark for review', exact: true }).click();
      await expect(page.locator('.save-status')).toHaveText('All answers saved');
    });

    await test.step('a reload lands on the same question, with every state from the server', async () => {
      // The device's copy is gone: only the server can say where the student was.
      await page.evaluate(() => {
        for (const key of Object.keys(window.localStorage)) {
          if (key.startsWith('padanam.pending')) window.localStorage.removeItem(key);
        }
      });
      await page.reload();
      await expect(footer(page)).toContainText('4 of 10');
      await expect(page.getByRole('button', { name: 'Marked for review', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const palette = await openPalette();
      await expect(palette.getByRole('button', { name: 'Question 1, answered and marked for review' })).toBeVisible();
      await expect(palette.getByRole('button', { name: 'Question 3, not answered' })).toBeVisible();
      await expect(palette.getByRole('button', { name: 'Question 4, marked for review, current' })).toBeVisible();
      await expect(palette.getByRole('button', { name: 'Question 5, not visited' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`quiz-palette-${viewport.width}.png`), fullPage: true });
      if (isPhone) await page.keyboard.press('Escape');
    });

    await test.step('Home and the card show the test in progress, and continue it', async () => {
      await page.goto('/#/');
      const inProgress = page.getByRole('region', { name: 'Test in progress' });
      await expect(inProgress).toContainText(/In progress, 3[45] min left/);
      await expectNoSeriousViolations(page, `home with a test in progress at ${label}`);
      await page.goto(`/#/paper-details/${paperId}`);
      await page.getByRole('tab', { name: 'Mock test' }).click();
      await expect(missionCard()).toContainText(/In progress, 3[45] min left/);
      await missionCard().getByRole('link', { name: 'Continue Test' }).click();
      await expect(footer(page)).toContainText('4 of 10');
    });

    await test.step('Complete asks first, with the summary, then submits', async () => {
      await jumpTo(/^Question 10, /);
      await expect(footer(page)).toContainText('10 of 10');
      await page.getByRole('button', { name: 'Complete', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Submit the test?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.submit-summary__row').filter({ hasText: 'Not answered' })).toContainText('9');
      await expect(dialog.locator('.submit-summary__row').filter({ hasText: /^Answered/ })).toContainText('1');
      await expect(dialog.locator('.submit-summary__row').filter({ hasText: 'Marked for review' })).toContainText('2');
      await expect(dialog.locator('.submit-summary__row').filter({ hasText: 'Time left' })).toContainText(/3[45]:\d\d/);
      await expectNoSeriousViolations(page, `submit confirmation at ${label}`);
      await page.screenshot({ path: testInfo.outputPath(`submit-confirmation-${viewport.width}.png`) });
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('heading', { name: 'You have completed test' })).toBeVisible();
    });

    await test.step('the Completed card leads to the result and the answer key', async () => {
      await page.goto(`/#/paper-details/${paperId}`);
      await page.getByRole('tab', { name: 'Mock test' }).click();
      await expect(missionCard()).toContainText('Completed');
      await expect(missionCard().getByRole('link', { name: 'View answer key' })).toHaveAttribute(
        'href',
        /#\/answer-key\?attemptId=\d+&paperId=\d+$/,
      );
      await missionCard().getByRole('link', { name: 'View result' }).click();
      await expect(page.getByRole('heading', { name: 'You have completed test' })).toBeVisible();
    });
  });
}
