/**
 * "Delete my account": a new student confirms with the texted code and sees the date; logging in
 * again cancels it and the app says so. A student whose erasure is due is erased by the server's
 * sweep (ERASURE_SWEEP_SECONDS is 1 on the browser suite's server), and the phone can sign up again.
 */
import { openDatabase } from '@padanam/server/database';
import { newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { readLatestCode } from './sms-outbox';

const stamp = String(Date.now() % 100_000).padStart(5, '0');

for (const [width, suffix] of [
  [1280, '1'],
  [390, '2'],
] as const) {
  test(`a student asks to delete their account, then logs in again and keeps it (${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    const { phone, token } = await newStudent(page.request, 'Leaving Student', `93${stamp}00${suffix}`);
    await useToken(page, token);
    await page.goto('/#/my-profile/your-data');

    const section = page.getByRole('region', { name: 'Delete my account' });
    await expect(section).toContainText('tax law requires us to keep invoices for 8 years');
    await expectNoSeriousViolations(page, `Your data at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const sentAfter = Date.now() - 1000;
    await section.getByRole('button', { name: 'Send a code to my phone' }).click();
    const code = await readLatestCode(`+91${phone}`, sentAfter);
    await section.getByRole('textbox', { name: 'Code sent to your phone' }).fill(code);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(section.getByText(/^Your account will be deleted on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Cancel deletion' })).toBeVisible();
    await expectNoSeriousViolations(page, `Deletion scheduled at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    // A phone may ask for a new code 30 s after the last.
    await page.waitForTimeout(31_000);
    const loginAfter = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const loginCode = await readLatestCode(`+91${phone}`, loginAfter);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(loginCode);
    await page.getByRole('button', { name: 'Verify & Login' }).click();

    await expect(page).toHaveURL(/#\/$/);
    const notice = page.getByRole('status').filter({ hasText: 'Your account will not be deleted: you logged in.' });
    await expect(notice).toBeVisible();
    await expectNoSeriousViolations(page, `Deletion cancelled at ${width} px`);
    const newToken = await page.evaluate(() => window.localStorage.getItem('authToken'));
    const status = await page.request.get('/api/me/erasure', { headers: { Authorization: `Bearer ${newToken}` } });
    expect(await status.json()).toBeNull();
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
  });
}

test('a due erasure is carried out, and the phone can sign up again', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = `93${stamp}003`;
  const { token } = await newStudent(page.request, 'Erased Student', phone);
  const headers = { Authorization: `Bearer ${token}` };
  const { user } = (await (await page.request.get('/api/me', { headers })).json()) as { user: { id: number } };
  const sentAfter = Date.now() - 1000;
  expect((await page.request.post('/api/me/erasure/code', { headers })).status()).toBe(202);
  const code = await readLatestCode(`+91${phone}`, sentAfter);
  expect((await page.request.post('/api/me/erasure', { headers, data: { code } })).status()).toBe(200);

  // The grace period is days; the test makes it due by writing to the server's database file
  // (no route can), and the server's sweep does the rest.
  const { db } = openDatabase({ dataDir: process.env.E2E_DATA_DIR ?? '', databaseUrl: undefined });
  try {
    await db
      .updateTable('erasureRequests')
      .set({ scheduledFor: Date.now() - 1000 })
      .where('userId', '=', user.id)
      .execute();
  } finally {
    await db.destroy();
  }
  await expect
    .poll(async () => (await page.request.get('/api/me', { headers })).status(), { timeout: 15_000 })
    .toBe(401);

  const again = await newStudent(page.request, 'Returning Student', phone);
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${again.token}` } });
  expect((await me.json()).user.name).toBe('Returning Student');
});
