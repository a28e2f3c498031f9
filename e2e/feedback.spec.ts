/** A student reports an issue with a screenshot; staff find it in the console, download it and close it. */
import { demoAdminToken, useToken } from './accounts';
import { signInAsDemoStudent } from './demo-student';
import { expect, test } from './fixtures';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('feedback with a screenshot reaches staff, who close it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const words = `The countdown overlaps the question ${Date.now() % 100_000}`;
  await signInAsDemoStudent(page);
  await page.goto('/#/feedback-support');
  const form = page.getByRole('form', { name: 'Report an issue' });
  await form.getByLabel('Issue type').selectOption('ui');
  await form.getByLabel('Description').fill(words);
  await form.getByLabel('Screenshot or PDF (optional)').setInputFiles({
    name: 'countdown.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you. Your feedback has reached our team.')).toBeVisible();

  const adminContext = await browser.newContext({ acceptDownloads: true });
  const admin = await adminContext.newPage();
  await useToken(admin, await demoAdminToken(admin.request));
  await admin.goto('/#/admin/feedback?state=open&kind=issue');
  const row = admin.getByRole('row', { name: new RegExp(words) });
  await expect(row).toContainText('Hard to use or read');
  const download = admin.waitForEvent('download');
  await row.getByRole('button', { name: /^Download the file of feedback/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^feedback-\d+\.png$/);
  await row.getByRole('button', { name: /^Close feedback/ }).click();
  await expect(admin.getByRole('row', { name: new RegExp(words) })).toHaveCount(0);
  await admin.goto('/#/admin/feedback?state=closed');
  await expect(admin.getByRole('row', { name: new RegExp(words) })).toContainText('Closed');
  await adminContext.close();
});
