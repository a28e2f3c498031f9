/**
 * Consent on record, in the browser: signup needs the student's own tick agreeing to the privacy
 * notice, and a student under 18 signs up with the OTP texted to a parent's phone (read from the
 * server's outbox) and the parent's declaration, then logs in. At 1280 and 390 px, axe clean and
 * nothing scrolling sideways.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { readLatestCode } from './sms-outbox';

for (const width of [1280, 390]) {
  test.describe(`at ${width} px${width === 390 ? ' @mobile' : ''}`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("a student under 18 signs up with the notice agreed and a parent's OTP, then logs in", async ({ page }) => {
      test.setTimeout(90_000);
      const digits = `${width}${String(Date.now()).slice(-6)}`.slice(-8);
      const phone = `93${digits}`;
      const parentPhone = `94${digits}`;

      await page.goto('/#/signup');
      await fillDetails(page, phone);
      await expect(page.getByRole('heading', { name: 'Your data and your consent' })).toBeVisible();
      const agreement = page.getByRole('checkbox', { name: 'I have read the privacy notice and I agree to it.' });
      await expect(agreement).not.toBeChecked();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please read the privacy notice and tick the box to agree.');
      await agreement.check();

      await page.getByRole('checkbox', { name: 'I am under 18 years old' }).check();
      await page.getByLabel("Parent's mobile number", { exact: true }).fill(parentPhone);
      const askedAt = Date.now() - 1000;
      await page.getByRole('button', { name: 'Send OTP to parent' }).click();
      await expect(page.getByText(`OTP sent to your parent's phone ending ${parentPhone.slice(-4)}.`)).toBeVisible();
      const code = await readLatestCode(`+91${parentPhone}`, askedAt);
      await page.getByLabel("OTP from your parent's phone", { exact: true }).fill(code);
      await page.getByRole('checkbox', { name: /I am this student's parent or lawful guardian/ }).check();
      await expectNoSeriousViolations(page, `signup with the parent step at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );

      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Account created successfully! Redirecting to login...')).toBeVisible();
      await expect(page).toHaveURL(/#\/login$/);

      await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
      const loginAskedAt = Date.now() - 1000;
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
      const loginCode = await readLatestCode(`+91${phone}`, loginAskedAt);
      await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(loginCode);
      await page.getByRole('button', { name: 'Verify & Login' }).click();
      // Agreed at signup: the app opens straight on Home, not on the notice.
      await expect(page).toHaveURL(/#\/$/);
      await expect(page.getByRole('heading', { name: 'Our privacy notice has changed' })).toHaveCount(0);
    });
  });
}

async function fillDetails(page: Page, phone: string) {
  await page.getByLabel('Full name', { exact: true }).fill(`Consent Student ${phone.slice(-4)}`);
  await page.getByLabel('Contact number', { exact: true }).fill(phone);
  await page.getByLabel('Email', { exact: true }).fill(`consent.${phone}@example.in`);
  await page.getByRole('checkbox', { name: 'My college is not listed' }).check();
  await page.getByRole('textbox', { name: 'Your college' }).fill('University College, Thiruvananthapuram');
  await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Commerce' });
  const course = page.getByLabel('Course', { exact: true });
  await expect(course.getByRole('option', { name: 'BCom (Honours)' })).toBeAttached();
  await course.selectOption({ label: 'BCom (Honours)' });
  await page.getByLabel('Semester', { exact: true }).selectOption('3');
}
