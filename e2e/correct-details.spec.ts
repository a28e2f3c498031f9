/**
 * "Correct my details" in a real browser: a student changes their email on Your data (the new
 * address, then the code read from the server's mail outbox), the page shows the new address,
 * the old address gets the notice, and Edit Profile shows it read-only with the way to change it.
 * The new-phone field has the login's country code select. At 1280 px and at 390 px, axe clean,
 * nothing scrolls sideways.
 */
import type { Page } from '@playwright/test';
import { newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { mailsTo, readLatestMailedCode } from './mail-outbox';

async function expectFits(page: Page, width: number, screen: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousViolations(page, `${screen} at ${width} px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function journey(page: Page, width: number, phone: string) {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
  const { token } = await newStudent(page.request, 'Mail Student', phone);
  const oldAddress = `mail.student.${phone}@example.in`;
  const newAddress = `new.${phone}@example.in`;
  await useToken(page, token);

  await page.goto('/#/my-profile/your-data');
  const details = page.getByRole('region', { name: 'Correct my details' });
  await expect(details.getByText(oldAddress)).toBeVisible();
  const phoneForm = details.getByRole('form', { name: 'Change my phone number' });
  await expect(phoneForm.getByRole('combobox', { name: 'Country code' })).toHaveValue('+91');
  await expect(phoneForm.getByRole('textbox', { name: 'New mobile number' })).toBeVisible();
  await expectFits(page, width, 'Correct my details');

  const form = details.getByRole('form', { name: 'Change my email' });
  const address = form.getByRole('textbox', { name: 'New email address' });
  await address.fill('not-an-email');
  await form.getByRole('button', { name: 'Send a code to the new email' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');

  const sentAfter = Date.now() - 1000;
  await address.fill(newAddress);
  await form.getByRole('button', { name: 'Send a code to the new email' }).click();
  const code = await readLatestMailedCode(newAddress, sentAfter);
  const codeBox = form.getByRole('textbox', { name: 'Code from the email' });
  await codeBox.fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Change my email' }).click();
  await expect(form.getByRole('alert')).toHaveText('Incorrect OTP');
  await expectFits(page, width, 'Correct my details with a wrong code');

  await codeBox.fill(code);
  await form.getByRole('button', { name: 'Change my email' }).click();
  await expect(form.getByText('Your email is changed. We told your old address about the change.')).toBeVisible();
  await expect(details.getByText(newAddress, { exact: true })).toBeVisible();
  expect(mailsTo(oldAddress, sentAfter).map((mail) => mail.subject)).toEqual(['Padanam: your email was changed']);
  await expectFits(page, width, 'Correct my details after the change');

  await page.goto('/#/my-profile/edit-profile');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(newAddress);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByRole('link', { name: 'Your data → Correct my details' })).toBeVisible();
}

test('a student changes their email with the code mailed to it, at 1280 px', async ({ page }) => {
  await journey(page, 1280, `94${String(Date.now() % 10_000_000).padStart(7, '0')}1`);
});

test('a student changes their email on a phone, at 390 px @mobile', async ({ page }) => {
  await journey(page, 390, `94${String(Date.now() % 10_000_000).padStart(7, '0')}2`);
});
