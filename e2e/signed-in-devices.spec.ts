/**
 * "Signed-in devices" in real browsers: one student logs in on a phone (Chrome on Android) and on
 * a laptop (Firefox on Windows), two browser contexts. On the laptop, Your data lists both, the
 * laptop marked "This device"; the student signs the phone out after the confirmation, and the
 * phone's next request is refused and it lands on the login screen. At 1280 px and at 390 px,
 * axe clean, nothing scrolls sideways.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { readLatestCode } from './sms-outbox';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const stamp = String(Date.now() % 100_000).padStart(5, '0');

async function openContext(browser: Browser, userAgent: string, width: number) {
  const context = await browser.newContext({ userAgent, viewport: { width, height: 844 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

async function expectFits(page: Page, width: number, screen: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousViolations(page, `${screen} at ${width} px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function journey(browser: Browser, width: number, phone: string) {
  test.setTimeout(120_000);
  const contexts: BrowserContext[] = [];
  try {
    // The phone: signed up and logged in from Chrome on Android.
    const mobile = await openContext(browser, ANDROID_CHROME, width);
    contexts.push(mobile.context);
    const { token } = await newStudent(mobile.context.request, 'Two Devices Student', phone);
    await useToken(mobile.page, token);
    await mobile.page.goto('/#/my-profile/your-data');
    await expect(mobile.page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();

    // The laptop: logs in on the login screen from Firefox on Windows (a phone may ask for a new
    // code 30 s after the last).
    const laptop = await openContext(browser, WINDOWS_FIREFOX, width);
    contexts.push(laptop.context);
    await laptop.page.goto('/#/login');
    await laptop.page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await laptop.page.waitForTimeout(31_000);
    const sentAfter = Date.now() - 1000;
    await laptop.page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await readLatestCode(`+91${phone}`, sentAfter);
    await laptop.page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(code);
    await laptop.page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(laptop.page).toHaveURL(/#\/$/);

    await laptop.page.goto('/#/my-profile/your-data');
    const section = laptop.page.getByRole('region', { name: 'Signed-in devices' });
    const list = section.getByRole('list', { name: 'Signed-in devices' });
    const laptopRow = list.getByRole('listitem').filter({ hasText: 'Firefox on Windows' });
    const phoneRow = list.getByRole('listitem').filter({ hasText: 'Chrome on Android' });
    await expect(laptopRow).toContainText('This device');
    await expect(laptopRow).toContainText(/Signed in \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(laptopRow.getByRole('button')).toHaveCount(0);
    await expect(phoneRow).toContainText(/Last active \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(phoneRow).not.toContainText('This device');
    await expectFits(laptop.page, width, 'Signed-in devices');

    await phoneRow.getByRole('button', { name: 'Sign out' }).click();
    const dialog = laptop.page.getByRole('alertdialog', { name: 'Sign out Chrome on Android?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('That device will need to log in again with a code sent to your phone.');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(section.getByRole('status')).toHaveText('Chrome on Android is signed out.');
    await expect(phoneRow).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('button', { name: 'Sign out of all other devices' })).toHaveCount(0);
    await expectFits(laptop.page, width, 'Signed-in devices after signing one out');

    // The phone's next request is refused (401) and the app goes to the login screen.
    await mobile.page.reload();
    await expect(mobile.page).toHaveURL(/#\/login/);
    await expect(mobile.page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    expect(await mobile.page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    await expectFits(mobile.page, width, 'Login after being signed out');
    // The laptop is still signed in.
    await laptop.page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    expect([...mobile.problems, ...laptop.problems], 'page errors').toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
}

test('a student signs their phone out from their laptop, and the phone goes to login, at 1280 px', async ({
  browser,
}) => {
  await journey(browser, 1280, `94${stamp}001`);
});

test('a student signs their phone out from their laptop on a narrow screen, at 390 px @mobile', async ({ browser }) => {
  await journey(browser, 390, `94${stamp}002`);
});
