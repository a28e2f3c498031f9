/**
 * The mistake notebook and practice in a real browser: a new student finishes a test of a free
 * module with mistakes (the test itself is mock-test.spec.ts's journey; here it is taken through
 * the API), finds the wrong and skipped questions in the notebook by paper and module with both
 * answers and the solution, practises them one at a time (the verdict and the solution only after
 * Check) to the finish summary, at 1280 px and at 390 px, axe clean on every screen.
 */
import type { Page } from '@playwright/test';
import { newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

const SHOTS = process.env.NOTEBOOK_SCREENSHOTS;

async function finishTestWithMistakes(page: Page, phone: string) {
  const { token } = await newStudent(page.request, 'Notebook Student', phone);
  const headers = { authorization: `Bearer ${token}` };
  const { papers } = await (await page.request.get('/api/papers?type=Major', { headers })).json();
  const paper = papers[0] as { id: number; title: string };
  const { modules } = await (await page.request.get(`/api/papers/${paper.id}/modules`, { headers })).json();
  const free = (modules as { id: number; number: number; isFreePreview: boolean }[]).find(
    (module) => module.isFreePreview,
  )!;
  const started = await page.request.post('/api/attempts', {
    headers,
    data: { moduleId: free.id, category: 'weekly_challenge' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const attempt = (await started.json()) as { id: number; questions: { id: number }[] };
  // Two answered (at most one of them right, as options 0 and 1), the rest skipped.
  const [first, second] = attempt.questions;
  const submitted = await page.request.post(`/api/attempts/${attempt.id}/submit`, {
    headers,
    data: { answers: { [first!.id]: 0, [second!.id]: 1 } },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  await useToken(page, token);
  return { paper, module: free, questionCount: attempt.questions.length };
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function journey(page: Page, width: number, phone: string) {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
  const { paper, module } = await finishTestWithMistakes(page, phone);

  await test.step('the notebook shows the mistakes by paper and module', async () => {
    await page.goto('/#/my-profile/edit-profile');
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Mistake Notebook' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mistake Notebook' })).toBeVisible();
    const paperRegion = page.getByRole('region', { name: paper.title, exact: true });
    await expect(paperRegion).toBeVisible();
    const moduleRegion = paperRegion.getByRole('region', { name: new RegExp(`^Module ${module.number}:`) });
    const entries = moduleRegion.getByRole('article');
    expect(await entries.count()).toBeGreaterThanOrEqual(8);
    await expect(entries.first().getByText(/^Your answer: .+ Right answer: [A-D]\.$/)).toBeVisible();
    await expect(entries.first().getByRole('region', { name: 'Solution' })).toBeVisible();
    await expect(moduleRegion.getByText('Skipped', { exact: true }).first()).toBeVisible();
    await expectNoSeriousViolations(page, `Mistake Notebook at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(page, `notebook-${width}`);
    await moduleRegion.getByRole('link', { name: /^Practise these/ }).click();
  });

  await test.step('practice gives the verdict and the solution only after Check', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
    const total = Number((await page.getByText(/^Question 1 of \d+$/).textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('region', { name: 'Solution' })).toHaveCount(0);
    const check = page.getByRole('button', { name: 'Check' });
    await expect(check).toBeDisabled();
    await expectNoSeriousViolations(page, `Practice question at ${width} px`);
    await shoot(page, `practice-question-${width}`);
    for (let number = 1; number <= total; number += 1) {
      await expect(page.getByText(`Question ${number} of ${total}`)).toBeVisible();
      await page.locator('.question-option').first().click();
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(
        page.getByRole('status').getByText(/^(Right!|Not quite: the right answer is [A-D]\.)$/),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Solution' })).toBeVisible();
      await expect(page.getByText('Correct answer', { exact: false }).first()).toBeVisible();
      if (number === 1) {
        await expectNoSeriousViolations(page, `Practice feedback at ${width} px`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shoot(page, `practice-feedback-${width}`);
      }
      await page.getByRole('button', { name: number === total ? 'Finish' : 'Next' }).click();
    }
    const summary = page.getByRole('region', { name: 'Practice finished' });
    await expect(summary).toContainText(new RegExp(`You answered \\d+ of ${total} right\\.`));
    await expectNoSeriousViolations(page, `Practice summary at ${width} px`);
    await shoot(page, `practice-summary-${width}`);
    await summary.getByRole('link', { name: 'Back to notebook' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mistake Notebook' })).toBeVisible();
  });
}

test('a student finds their mistakes in the notebook and practises them, at 1280 px', async ({ page }) => {
  await journey(page, 1280, `94${String(Date.now() % 10_000_000).padStart(7, '0')}1`);
});

test('the notebook and practice on a phone, at 390 px @mobile', async ({ page }) => {
  await journey(page, 390, `94${String(Date.now() % 10_000_000).padStart(7, '0')}2`);
});
