/**
 * The question bank from a teacher's file to a student's answer key: a teacher imports twenty
 * questions from a Moodle GIFT file with one broken question, reads the report, fixes the file,
 * imports it and previews a LaTeX question; the test's answer key opens only after its window;
 * a student takes the test and sees the math drawn, finds the key closed until the teacher closes
 * the window, then reads it with the math drawn. The fixture fails the test on any CSP violation.
 */
import type { Page } from '@playwright/test';
import { demoAdminToken, newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

/** Twenty questions as a teacher writes them for Moodle: titles, a comment, a category, feedback, LaTeX. */
function giftFile({ broken }: { broken: boolean }): string {
  const questions = [
    String.raw`// Calculus, week 1
$CATEGORY: Calculus/Week 1

::Integral:: What is $\int_0^1 x\,dx$? {=$\frac\{1\}\{2\}$ ~$1$ ~$2$ ####Because $\frac\{x^2\}\{2\}$ at 1 is $\frac\{1\}\{2\}$.}`,
  ];
  for (let number = 2; number <= 20; number += 1) {
    const closing = broken && number === 7 ? '' : '}';
    questions.push(
      `::Question ${number}:: What is ${number} + ${number}? {=${number * 2} ~${number * 2 + 1} ~${number}${closing}`,
    );
  }
  return `${questions.join('\n\n')}\n`;
}

async function chooseFile(page: Page, text: string) {
  await page.getByLabel('Question file').setInputFiles({
    name: 'calculus.gift.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(text, 'utf8'),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
}

test('a GIFT file becomes a test whose math students see and whose key waits for the window', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = String(Date.now() % 10_000_000).padStart(7, '0');
  const { token } = await newStudent(page.request, 'Bank Student', `94${stamp}1`);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminToken = await demoAdminToken(admin.request);
  const adminHeaders = { authorization: `Bearer ${adminToken}` };
  const moduleTitle = `Calculus ${stamp}`;

  const { papers } = await (
    await page.request.get('/api/papers?type=Major', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const paperId = (papers as { id: number }[])[0]!.id;
  const created = await admin.request.post(`/api/admin/papers/${paperId}/modules`, {
    headers: adminHeaders,
    data: { title: moduleTitle, description: 'Integrals', duration: null, isFreePreview: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const moduleId = ((await created.json()) as { id: number }).id;
  const settingsUrl = `/api/admin/modules/${moduleId}/tests/weekly_challenge`;
  const windowSettings = (closesAt: number) => ({
    durationMinutes: 35,
    opensAt: Date.now() - 60_000,
    closesAt,
    reviewAfter: 'window_close',
  });

  await test.step('a teacher imports the file, fixing the broken question the report names', async () => {
    await useToken(admin, adminToken);
    await admin.goto(`/#/admin/modules/${moduleId}/questions/weekly_challenge`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Weekly Challenge questions' })).toBeVisible();
    await expect(admin.getByText('No questions yet: add one or import a file.')).toBeVisible();
    await admin.getByText('Import questions from a file').click();
    await admin.getByLabel('Format').selectOption('gift');

    await chooseFile(admin, giftFile({ broken: true }));
    await expect(admin.getByText('Checked: 19 ready, 1 with problems.')).toBeVisible();
    const brokenRow = admin.getByRole('row', { name: /Question 7/ });
    await expect(brokenRow).toContainText('has problems');
    await expect(brokenRow).toContainText(/Line \d+ cannot be read as GIFT/);
    await expect(admin.getByRole('button', { name: /^Import 19 questions$/ })).toHaveCount(0);
    await expectNoSeriousViolations(admin, 'Console: an import report');

    await chooseFile(admin, giftFile({ broken: false }));
    await expect(admin.getByText('Checked: 20 ready, 0 with problems.')).toBeVisible();
    await admin.getByRole('button', { name: 'Import 20 questions' }).click();
    await expect(admin.getByText('Imported 20 questions.')).toBeVisible();
  });

  await test.step('the teacher previews the LaTeX question as students will see it', async () => {
    const first = admin.getByRole('figure', { name: 'Question 1', exact: true });
    await expect(first.locator('.katex').first()).toBeVisible();
    await expect(first.locator('annotation').first()).toHaveText(String.raw`\int_0^1 x\,dx`);
    await expect(first.getByText('Right answer')).toBeVisible();
    await expect(admin.getByRole('figure', { name: 'Question 20' })).toContainText('What is 20 + 20?');
    await expectNoSeriousViolations(admin, 'Console: the question bank');
    // The answer key waits for the window, which closes in half an hour.
    const saved = await admin.request.put(settingsUrl, {
      headers: adminHeaders,
      data: windowSettings(Date.now() + 30 * 60_000),
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  });

  await test.step('a student takes the test and sees the math drawn', async () => {
    await useToken(page, token);
    await page.goto(`/#/paper-details/${paperId}`);
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: moduleTitle }) })
      .getByRole('button', { name: 'Learn now' })
      .click();
    await page.getByRole('tab', { name: 'Mock test' }).click();
    const card = page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Weekly Challenge' }) });
    await expect(card).toContainText(/answer key/i);
    await card.getByRole('link', { name: 'Attend Test' }).click();
    await page.getByRole('button', { name: 'Start Exam' }).click();
    const question = page.getByRole('radiogroup');
    await expect(question.locator('.katex').first()).toBeVisible();
    await expect(question.locator('annotation').first()).toHaveText(String.raw`\int_0^1 x\,dx`);
    await page.getByRole('radio').nth(0).check();
    for (let number = 2; number <= 20; number += 1) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You have completed test' })).toBeVisible();
  });

  await test.step('the key stays closed until the window closes, then shows the math', async () => {
    await page.getByRole('link', { name: 'View answer key' }).click();
    await expect(page.getByText(/The answer key opens on .*, when the test window closes\./)).toBeVisible();
    await expect(page.getByText('Question 1 of 20')).toHaveCount(0);

    // The teacher closes the window now.
    const closed = await admin.request.put(settingsUrl, {
      headers: adminHeaders,
      data: windowSettings(Date.now() - 1000),
    });
    expect(closed.ok(), await closed.text()).toBe(true);
    // Each server process sees a test's new settings within seconds.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Question 1 of 20')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const key = page.getByRole('article');
    await expect(key.locator('.katex').first()).toBeVisible();
    await expect(key.getByText('Your answer')).toBeVisible();
    await expect(key.getByRole('region', { name: 'Solution' }).locator('.katex').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'Answer key with math');
  });
  await adminContext.close();
});
