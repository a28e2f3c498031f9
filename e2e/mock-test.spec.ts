/**
 * Mock tests in a real browser against the built server, as the demo student: instructions,
 * a quiz that survives a reload (same answers, same clock), Complete, the result figures, the
 * answer key and the leaderboard; and a quiz that loses its connection mid-way and still has
 * every answer graded. Each test takes a different test (module 1's Weekly Challenge, then its
 * Special Exam), since tests in one run share the server and a student gets one attempt.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoStudentToken } from './demo-student';

type TSession = { token: string; name: string; majorPaperId: number; majorPaperTitle: string };
let session: TSession;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await demoStudentToken(api);
  const headers = { Authorization: `Bearer ${token}` };
  const { user } = (await (await api.get('/api/me', { headers })).json()) as { user: { name: string } };
  const papers = await api.get('/api/papers?type=Major', { headers });
  const [first] = ((await papers.json()) as { papers: Array<{ id: number; title: string }> }).papers;
  if (!first) throw new Error('the demo data has no Major paper');
  session = { token, name: user.name, majorPaperId: first.id, majorPaperTitle: first.title };
  await api.dispose();
});

/** Logs in by token, then goes the student's way: the paper's Mock test tab, then the card. */
async function openMockTest(page: Page, category: string) {
  await page.addInitScript((token) => {
    if (window.top === window) window.localStorage.setItem('authToken', token);
  }, session.token);
  await page.goto(`/#/paper-details/${session.majorPaperId}`);
  await page.getByRole('tab', { name: 'Mock test' }).click();
  const card = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: category }) });
  await card.getByRole('link', { name: 'Attend Test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
}

const footer = (page: Page) => page.locator('.quiz__footer');
const saveStatus = (page: Page) => page.locator('.save-status');

async function chooseOption(page: Page, index: number) {
  await page.locator('.question-option').nth(index).click();
  await expect(page.getByRole('radio').nth(index)).toBeChecked();
}

async function goToQuestion(page: Page, number: number, total: number) {
  for (let step = 0; step < total && !(await footer(page).textContent())?.startsWith(`${number} of`); step += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(footer(page)).toContainText(`${number} of ${total}`);
}

/** The countdown as seconds, read from the footer's mm:ss. */
async function readClockSeconds(page: Page): Promise<number> {
  const text = (await page.locator('.quiz__clock time').textContent()) ?? '';
  const [minutes, seconds] = text.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

async function readStat(page: Page, label: string): Promise<string> {
  const card = page.locator('.result-stats__card').filter({ has: page.getByText(label, { exact: true }) });
  return ((await card.locator('dd').textContent()) ?? '').trim();
}

test('a student takes a Weekly Challenge, reloads mid-way, completes it and reviews it', async ({ page }) => {
  await test.step('read the instructions and start', async () => {
    await openMockTest(page, 'Weekly Challenge');
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expect(page.locator('.mock-test__fact').filter({ hasText: 'Questions' })).toContainText('10');
    await expect(page.locator('.mock-test__fact').filter({ hasText: 'Duration' })).toContainText('35 minutes');
    await page.getByRole('button', { name: 'Start Exam' }).click();
    await expect(page).toHaveURL(/#\/weekly-challenge-exam\?attemptId=\d+&paperId=\d+$/);
    await expect(footer(page)).toContainText('1 of 10');
    await expect(page.getByText('35 minutes left')).toBeVisible();
  });

  await test.step('answer two questions; each is saved at once', async () => {
    await chooseOption(page, 0);
    await expect(saveStatus(page)).toHaveText('All answers saved');
    await page.getByRole('button', { name: 'Next' }).click();
    await chooseOption(page, 1);
    await expect(saveStatus(page)).toHaveText('All answers saved');
  });

  await test.step('reload: the answers, the time and the question the student was on are kept', async () => {
    const before = await readClockSeconds(page);
    await page.reload();
    await expect(footer(page)).toContainText('2 of 10');
    const after = await readClockSeconds(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(before - after).toBeLessThan(15);
    expect(after).toBeGreaterThan(2000);
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(page.getByRole('radio').nth(0)).toBeChecked();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    await expect(saveStatus(page)).toHaveText('All answers saved');
  });

  await test.step('a bookmark of the quiz opens it in another tab, from the address alone', async () => {
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(footer(other)).toContainText('2 of 10');
    await expect(other.getByRole('radio').nth(1)).toBeChecked();
    await other.close();
  });

  await test.step('answer one more, ignore one, and complete on the last question', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await chooseOption(page, 2);
    await expect(saveStatus(page)).toHaveText('All answers saved');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Ignore' }).click();
    await expect(footer(page)).toContainText('5 of 10');
    await goToQuestion(page, 10, 10);
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
  });

  await test.step('the result shows the graded figures', async () => {
    await expect(page).toHaveURL(/#\/quiz-result\?attemptId=\d+&paperId=\d+$/);
    await expect(page.getByRole('heading', { name: 'You have completed test' })).toBeVisible();
    expect(await readStat(page, 'Total questions')).toBe('10');
    expect(await readStat(page, 'Answered')).toBe('3');
    expect(await readStat(page, 'Skipped')).toBe('7');
    const correct = Number(await readStat(page, 'Correct'));
    expect(correct + Number(await readStat(page, 'Wrong'))).toBe(3);
    await expect(page.locator('.quiz-result__score')).toHaveText(`Score ${Math.round(correct * 10)}/100`);
  });

  await test.step('the result’s two buttons stand apart, wide and at 390 px', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const first = await page.getByRole('link', { name: 'View answer key' }).boundingBox();
      const second = await page.getByRole('link', { name: 'See the leaderboard' }).boundingBox();
      expect(first && second, 'both buttons have a box').toBeTruthy();
      const sameRow = second!.y < first!.y + first!.height && first!.y < second!.y + second!.height;
      const space = sameRow ? second!.x - (first!.x + first!.width) : second!.y - (first!.y + first!.height);
      expect(space, `space between the buttons at ${width} px`).toBeGreaterThanOrEqual(8);
      expect(second!.x + second!.width, `inside ${width} px`).toBeLessThanOrEqual(width);
    }
  });

  await test.step('the answer key walks every question and wraps to the first', async () => {
    await page.getByRole('link', { name: 'View answer key' }).click();
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await expect(page.locator('.answer-key__status')).toHaveText(/^(Correct|Wrong)$/);
    await expect(page.getByText('Your answer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    for (let number = 2; number <= 10; number += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Question ${number} of 10`)).toBeVisible();
    }
    await expect(page.locator('.answer-key__status')).toHaveText('Unanswered');
    await page.getByRole('button', { name: 'First' }).click();
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
  });

  await test.step('a bookmark of the answer key opens it in another tab', async () => {
    await expect(page).toHaveURL(/#\/answer-key\?attemptId=\d+&paperId=\d+$/);
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.getByText('Question 1 of 10')).toBeVisible();
    await other.close();
  });

  await test.step('the student is on the leaderboard', async () => {
    await page.goto('/#/leader-board-page');
    await expect(page.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/You are #\d+ — top \d+%/)).toBeVisible();
    await expect(page.locator('.leaderboard__row[data-me="true"]')).toContainText(session.name);
    await page.getByRole('tab', { name: 'All Time' }).click();
    await expect(page.locator('.leaderboard__row[data-me="true"]')).toContainText(session.name);
  });
});

test('answers chosen while offline are kept on the device and graded after submit', async ({ page, context }) => {
  await openMockTest(page, 'Special Exam');
  await page.getByRole('button', { name: 'Start Exam' }).click();
  await expect(footer(page)).toContainText('1 of 10');
  await chooseOption(page, 0);
  await expect(saveStatus(page)).toHaveText('All answers saved');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseOption(page, 1);
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseOption(page, 2);
  await expect(saveStatus(page)).toHaveText('Offline — answers kept on this device');

  await context.setOffline(false);
  await goToQuestion(page, 10, 10);
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { name: 'You have completed test' })).toBeVisible();
  expect(await readStat(page, 'Answered')).toBe('3');
  expect(await readStat(page, 'Total questions')).toBe('10');
});
