/**
 * After the test, in a real browser: three new students finish module 1's Weekly Challenge (the
 * first with nothing answered, so its answer key tells the others the right options), then the
 * best of them reads the result with the marks explained and their rank, the analysis with its
 * pictures and how everyone answered, and their history with its trend, at 1280 and 390 px, axe
 * clean on each screen.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';

type TAttempt = { id: number; paperId: number; questions: { id: number; options: string[] }[] };
let best: { token: string; attemptId: number; paperId: number };

/** A phone no other run or project used: 9 then nine digits from the clock and a counter. */
let phoneCounter = 0;
const freshPhone = () => `9${String((Date.now() + (phoneCounter += 1)) % 1e9).padStart(9, '0')}`;

async function finishWeekly(api: APIRequestContext, token: string, pick: (attempt: TAttempt) => Map<number, number>) {
  const headers = { Authorization: `Bearer ${token}` };
  const papers = (await (await api.get('/api/papers?type=Major', { headers })).json()) as { papers: { id: number }[] };
  const paperId = papers.papers[0]!.id;
  const modules = (await (await api.get(`/api/papers/${paperId}/modules`, { headers })).json()) as {
    modules: { id: number; isFreePreview: boolean }[];
  };
  const moduleId = modules.modules.find((module) => module.isFreePreview)!.id;
  const started = await api.post('/api/attempts', { headers, data: { moduleId, category: 'weekly_challenge' } });
  expect(started.status(), await started.text()).toBe(200);
  const attempt = (await started.json()) as TAttempt;
  const answers = Object.fromEntries([...pick(attempt)].map(([id, option]) => [String(id), option]));
  const submitted = await api.post(`/api/attempts/${attempt.id}/submit`, { headers, data: { answers } });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return attempt;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  // The first finishes blank; their answer key gives the right options.
  const first = await newStudent(api, 'Key Finder', freshPhone());
  const blank = await finishWeekly(api, first.token, () => new Map());
  const review = (await (
    await api.get(`/api/attempts/${blank.id}/review`, { headers: { Authorization: `Bearer ${first.token}` } })
  ).json()) as { questions: { id: number; correctOption: number; options: string[] }[] };
  const key = new Map(review.questions.map((question) => [question.id, question]));
  const answering = (right: number, wrong: number) => (attempt: TAttempt) =>
    new Map(
      attempt.questions.slice(0, right + wrong).map((question, index) => {
        const { correctOption, options } = key.get(question.id)!;
        return [question.id, index < right ? correctOption : (correctOption + 1) % options.length];
      }),
    );
  const second = await newStudent(api, 'Middle Marks', freshPhone());
  await finishWeekly(api, second.token, answering(4, 3));
  const third = await newStudent(api, 'Top Marks', freshPhone());
  const attempt = await finishWeekly(api, third.token, answering(8, 1));
  best = { token: third.token, attemptId: attempt.id, paperId: attempt.paperId };
  await api.dispose();
});

async function readsEverything(page: Page, width: number, shots: string) {
  await page.setViewportSize({ width, height: 900 });
  await useToken(page, best.token);

  await page.goto(`/#/quiz-result?attemptId=${best.attemptId}&paperId=${best.paperId}`);
  await expect(page.getByRole('heading', { name: 'You have completed test' })).toBeVisible();
  await expect(page.getByText('80/100')).toBeVisible();
  await expect(page.getByText('7.67 of 10 marks: 8 right (+8), 1 wrong (−0.33), 1 skipped')).toBeVisible();
  const standing = page.getByRole('region', { name: 'Your standing' });
  // Ranked among everyone who has finished this test (other journeys' students included).
  await expect(standing.locator('dt', { hasText: 'Rank' }).locator('+ dd')).toHaveText(/^\d+ of \d+$/);
  await expect(standing).toContainText('who have finished this test so far');
  await expect(page.getByRole('link', { name: 'Review your mistakes' })).toHaveAttribute('href', '#/mistake-notebook');
  await expectNoSeriousViolations(page, `quiz result ${width}`);
  await page.screenshot({ path: `${shots}/result-${width}.png`, fullPage: true });

  await page.getByRole('link', { name: 'See the analysis' }).click();
  await expect(page).toHaveURL(/#\/quiz-analysis\?attemptId=\d+&paperId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test analysis' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Seconds on each question/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Share of students right on each of 10 questions/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where most students went wrong' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('table').getByRole('row').nth(1).locator('td').first()).toHaveText('Right');
  await expectNoSeriousViolations(page, `quiz analysis ${width}`);
  await page.screenshot({ path: `${shots}/analysis-${width}.png`, fullPage: true });

  await page.goto('/#/my-profile/mock-test');
  const trend = page.getByRole('region', { name: 'Your trend by paper' });
  await expect(trend.getByRole('img')).toHaveAttribute('aria-label', /scores out of 100, oldest first: 80 \(steady\)$/);
  await expect(page.getByText(/Score 80\/100 · Marks 7\.67\/10 · Rank \d+ of \d+/)).toBeVisible();
  await expectNoSeriousViolations(page, `my mock tests ${width}`);
  await page.screenshot({ path: `${shots}/history-${width}.png`, fullPage: true });
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the result, the analysis and the history, at 1280 px', async ({ page }, testInfo) => {
  await readsEverything(page, 1280, testInfo.outputDir);
});

test('the result, the analysis and the history, at 390 px @mobile', async ({ page }, testInfo) => {
  await readsEverything(page, 390, testInfo.outputDir);
});
