/**
 * A doubt from the answer key to a tutor and back: a new student finishes a test, asks about a
 * question from its answer key with a photo of their working, a teacher (the demo admin) finds it
 * in the console's queue and answers, and the student is told by a notification that opens the
 * answer.
 */
import { demoAdminToken, newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a doubt asked from the answer key is answered in the console and the student reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now() % 10_000_000).padStart(7, '0');
  const { token } = await newStudent(page.request, 'Doubt Asker', `93${stamp}1`);
  const headers = { authorization: `Bearer ${token}` };
  const words = `Why is the first option right here ${stamp}?`;
  const answerWords = `Because a stack removes the newest item first (${stamp}).`;

  await test.step('finish a test of a free module', async () => {
    const { papers } = await (await page.request.get('/api/papers?type=Major', { headers })).json();
    const { modules } = await (await page.request.get(`/api/papers/${papers[0].id}/modules`, { headers })).json();
    const free = (modules as { id: number; isFreePreview: boolean }[]).find((module) => module.isFreePreview)!;
    const started = await page.request.post('/api/attempts', {
      headers,
      data: { moduleId: free.id, category: 'special_exam' },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const attempt = (await started.json()) as { id: number; questions: { id: number }[] };
    const submitted = await page.request.post(`/api/attempts/${attempt.id}/submit`, {
      headers,
      data: { answers: { [attempt.questions[0]!.id]: 1 } },
    });
    expect(submitted.ok(), await submitted.text()).toBe(true);
  });

  await test.step('ask about question 1 from the answer key, with a photo', async () => {
    await useToken(page, token);
    await page.goto('/#/my-profile/mock-test');
    await page.getByRole('link', { name: 'Answer key' }).first().click();
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await page.getByRole('link', { name: 'Ask a doubt about this question' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Doubts' })).toBeVisible();
    await expect(page.getByText(/About: .* · Question 1/)).toBeVisible();
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Your doubt').fill(words);
    await page
      .getByLabel(/^Picture/)
      .setInputFiles({ name: 'working.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await send.click();
    const thread = page.getByRole('article', { name: 'Doubt' });
    await expect(thread.getByText('Waiting for a tutor')).toBeVisible();
    await expect(thread.getByText(words)).toBeVisible();
    await expect(thread.getByRole('img', { name: 'The picture sent with this doubt' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Your Doubts: a doubt');
  });

  await test.step('a teacher answers from the queue', async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await useToken(admin, await demoAdminToken(admin.request));
    await admin.goto('/#/admin/doubts?status=open');
    const row = admin.getByRole('row', { name: new RegExp(words.replace(/[?()]/g, '\\$&')) });
    await expect(row).toContainText('Doubt Asker');
    await expect(row).toContainText('Question 1');
    // The link's name starts with its words, 'Answer' for an open doubt (WCAG 2.5.3).
    await row.getByRole('link', { name: /^Answer doubt/ }).click();
    await expect(admin.getByRole('heading', { name: 'Doubt from Doubt Asker' })).toBeVisible();
    await expect(admin.getByRole('img', { name: 'The picture sent with this doubt' })).toBeVisible();
    await expectNoSeriousViolations(admin, 'Console: a doubt');
    await admin.getByLabel('Your answer').fill(answerWords);
    await admin.getByRole('button', { name: 'Send answer' }).click();
    await expect(admin.getByText(answerWords)).toBeVisible();
    await expect(admin.getByText('Answered', { exact: true })).toBeVisible();
    await adminContext.close();
  });

  await test.step('the student is notified and reads the answer', async () => {
    await page.goto('/#/my-profile/notification');
    const notice = page.getByRole('article').filter({ hasText: 'has an answer' });
    await expect(notice).toContainText(answerWords);
    await notice.getByRole('link', { name: 'Open' }).click();
    const thread = page.getByRole('article', { name: 'Doubt' });
    await expect(thread.getByText('Answered', { exact: true })).toBeVisible();
    await expect(thread.getByText(answerWords)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/your-doubts');
    await expect(page.getByRole('heading', { name: 'Your questions' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Your Doubts at 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
