/**
 * The interface in Malayalam, in Chromium. A student whose account speaks Malayalam opens their
 * paper: the learning screen is in Malayalam (the page's language, its tabs, its buttons), drawn in
 * Noto Sans Malayalam from our own server, and at 1280 and 390 px nothing scrolls sideways and axe
 * finds nothing serious. The account's language follows the student to a device that was in
 * English; an English visit downloads neither the Malayalam catalog nor the font. A visitor who
 * chooses Malayalam on the login screen logs in in Malayalam, and their account takes it; back to
 * English in the profile, and the account follows again.
 */
import type { Page } from '@playwright/test';
import { demoAdminToken, newStudent, noticeAgreement, useToken } from './accounts';
import { readLatestCode } from './sms-outbox';
import { getJson } from './api-calls';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

type TPaper = { id: number; title: string };

/** A new student enrolled in the first Major paper, with their account in `language`. */
async function studentWithPaper(page: Page, language: 'en' | 'ml') {
  const admin = await demoAdminToken(page.request);
  const { token } = await newStudent(page.request, 'Malayalam Reader', `93${String(Date.now()).slice(-8)}`);
  const { user } = await getJson<{ user: { id: number } }>(page.request, '/api/me', token);
  const { papers } = await getJson<{ papers: TPaper[] }>(page.request, '/api/papers?type=Major');
  const paper = papers[0]!;
  const granted = await page.request.post(`/api/admin/users/${user.id}/enrollments`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { paperId: paper.id },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  const chosen = await page.request.put('/api/me/language', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return { token, paper };
}

/** What the page fetched of Malayalam: its catalog chunk and its font's files. */
function malayalamDownloads(page: Page) {
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (/student-app-ml-|noto-sans-malayalam/.test(response.url())) fetched.push(new URL(response.url()).pathname);
  });
  return fetched;
}

async function expectNothingCutOff(page: Page, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `the page is ${overflow} px wider than the ${width} px screen`).toBeLessThanOrEqual(0);
}

for (const { width, tag } of [
  { width: 1280, tag: '' },
  { width: 390, tag: ' @mobile' },
]) {
  test(`a student whose account speaks Malayalam studies their paper in Malayalam at ${width} px${tag}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { token, paper } = await studentWithPaper(page, 'ml');
    await useToken(page, token);
    const fetched = malayalamDownloads(page);

    // The device was never told: the account's language reaches it once the app knows the account.
    await page.goto(`/#/paper-details/${paper.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
    const tabs = page.getByRole('tablist', { name: 'മൊഡ്യൂൾ ഉള്ളടക്കം' });
    await expect(tabs.getByRole('tab', { name: 'നോട്ടുകൾ' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1, name: paper.title })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('padanam.language'))).toBe('ml');

    // Malayalam's letters come from our own font file (the CSP allows no other origin), fetched
    // once the first screen is drawn.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return document.fonts.check('16px "Noto Sans Malayalam"', 'മ');
        }),
      )
      .toBe(true);
    // The browser may tell of the font's response after the font is in use: waited for, not assumed.
    await expect.poll(() => fetched.some((path) => path.includes('student-app-ml-'))).toBe(true);
    await expect
      .poll(() => fetched.some((path) => /noto-sans-malayalam-malayalam-\d+-normal-.*\.woff2$/.test(path)))
      .toBe(true);

    await expectNothingCutOff(page, width);
    await expectNoSeriousViolations(page, `paper learning in Malayalam at ${width} px`);

    // Reloaded, it starts in Malayalam at once: the device now knows, and the build's first-wave
    // script fetched the catalog with the app's own code.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
    await expect(page.locator('head link[rel="modulepreload"][href*="student-app-ml-"]')).toHaveCount(1);
    await expect(tabs.getByRole('tab', { name: 'നോട്ടുകൾ' })).toBeVisible();
  });
}

test('an English visit downloads no Malayalam', async ({ page }) => {
  const { token, paper } = await studentWithPaper(page, 'en');
  await useToken(page, token);
  const fetched = malayalamDownloads(page);
  await page.goto(`/#/paper-details/${paper.id}`);
  await expect(page.getByRole('tablist', { name: 'Module content' }).getByRole('tab', { name: 'Notes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto('/#/');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await expect(page.locator('head link[href*="-ml-"]')).toHaveCount(0);
});

test('a visitor chooses Malayalam on the login screen, and the account keeps it until the profile changes it', async ({
  page,
}) => {
  const phone = `92${String(Date.now()).slice(-8)}`;
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      name: 'Login Chooser',
      email: `login.chooser.${phone}@example.in`,
      phone,
      collegeName: 'University College, Thiruvananthapuram',
      department: '1',
      semester: '3',
      course: '1',
      ...(await noticeAgreement(page.request)),
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  await page.goto('/#/login');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
  await expect(page.getByRole('group', { name: 'ഭാഷ' })).toBeVisible();

  await page.getByRole('textbox', { name: 'മൊബൈൽ നമ്പർ' }).fill(phone);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'OTP അയയ്ക്കുക' }).click();
  await expect(page.getByRole('heading', { name: 'OTP നൽകുക' })).toBeVisible();
  const code = await readLatestCode(`+91${phone}`, sentAfter);
  await page.getByRole('textbox', { name: '6-ൽ 1-ാം അക്കം' }).pressSequentially(code);
  await page.getByRole('button', { name: 'വെരിഫൈ ചെയ്ത് ലോഗിൻ ചെയ്യുക' }).click();

  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml-IN');
  const token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
  const accountLanguage = async () =>
    (await getJson<{ user: { language: string } }>(page.request, '/api/me', token)).user.language;
  await expect.poll(accountLanguage).toBe('ml');

  await page.goto('/#/my-profile/edit-profile');
  await page.getByRole('group', { name: 'ഭാഷ' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect.poll(accountLanguage).toBe('en');
});
