/** The app shell against the real built server and its demo catalogue. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInAsDemoStudent } from './demo-student';
import { expect, test } from './fixtures';

interface PaperList {
  papers: { id: number; title: string }[];
}

async function papersOfType(page: Page, type: string): Promise<PaperList['papers']> {
  const response = await page.request.get(`/api/papers?type=${type}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as PaperList).papers;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the shell: top bar, sidebar with See More, and the active route', async ({ page }) => {
  await page.goto('/#/about-us');
  await expect(page.getByRole('link', { name: 'Padanam', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
  const nav = sidebar(page);
  for (const name of ['Home', 'Get Pro', 'Enrolled', 'About us', 'Privacy policy']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Feedback & Support' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'See More' }).click();
  await expect(nav.getByRole('link', { name: 'Feedback & Support' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'See Less' })).toBeVisible();
});

test('no sidebar on /login; a sidebar on /papers', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: 'Enter Your Mobile Number' })).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await page.goto('/#/papers');
  await expect(page.getByRole('heading', { name: 'Select your Papers' })).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
});

test('the papers screen shows the real catalogue and switches tabs', async ({ page }) => {
  const major = await papersOfType(page, 'Major');
  const minor = await papersOfType(page, 'Minor');
  expect(major.length).toBeGreaterThanOrEqual(3);

  await page.goto('/#/papers');
  await expect(page.getByRole('tab', { name: 'Major' })).toHaveAttribute('aria-selected', 'true');
  for (const paper of major) await expect(page.getByRole('button', { name: paper.title, exact: true })).toBeVisible();
  // The first paper is selected by itself and its modules come from the API.
  await expect(page.getByRole('button', { name: major[0]!.title, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Select Modules')).toBeVisible();
  await expect(page.getByText('Module 1', { exact: true })).toBeVisible();
  await expect(page.getByText('| 0/40').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Minor' }).click();
  await expect(page.getByRole('tab', { name: 'Minor' })).toHaveAttribute('aria-selected', 'true');
  for (const paper of minor) await expect(page.getByRole('button', { name: paper.title, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: major[0]!.title, exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Common' }).click();
  await expect(page.getByRole('tab', { name: 'Common' })).toHaveAttribute('aria-selected', 'true');

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('Home’s Courses are the catalogue’s papers the server ranks, and Learn now opens the paper', async ({ page }) => {
  const token = await signInAsDemoStudent(page);
  const reply = await page.request.get('/api/recommendations', { headers: { authorization: `Bearer ${token}` } });
  expect(reply.ok()).toBe(true);
  const { papers } = (await reply.json()) as { papers: { id: number; title: string; isEnrolled: boolean }[] };
  expect(papers).toHaveLength(3);

  await page.goto('/');
  const courses = page.getByRole('region', { name: 'Courses' });
  const cards = courses.getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(papers.map((paper) => paper.title));
  for (const [index, paper] of papers.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(/\d+ modules?/);
    await expect(card).toContainText(/No students yet|\d[\d,]* students?/);
    await expect(card).toContainText(paper.isEnrolled ? 'Enrolled' : '₹');
  }
  await expect(courses).not.toContainText('out of 5');

  const first = papers[0]!;
  await cards.first().getByRole('link', { name: 'Learn now' }).click();
  await expect(page).toHaveURL(new RegExp(`#/paper-details/${first.id}$`));
  await expect(page.getByRole('heading', { name: first.title }).first()).toBeVisible();
});

test('an unknown route shows the not-found page, and Go Home leaves it', async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).not.toHaveURL(/no-such-page/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('the burger opens the sidebar over the page on a phone @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await page.goto('/#/papers');
  const burger = page.getByRole('button', { name: 'Menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByRole('link', { name: 'Get Pro' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Get Pro' }).click();
  await expect(page.getByRole('heading', { name: 'Unlock Premium Access' })).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test.describe('a logged-in student on a 390 px phone @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the whole top bar fits, Back does not reopen the drawer, and the account menu leads to the leaderboard', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone layout only');
    await signInAsDemoStudent(page);
    await page.goto('/#/about-us');
    // Measure the settled page: while the first page's code loads, a placeholder shell stands in
    // for the real one, and a control measured as it is swapped out has no box.
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Demo Student' })).toBeVisible();
    const accountMenu = banner.getByRole('button', { name: 'Account menu' });
    for (const control of [
      banner.getByRole('button', { name: 'Menu', exact: true }),
      banner.getByRole('link', { name: 'Padanam', exact: true }),
      banner.getByRole('link', { name: 'Cart' }),
      banner.getByRole('link', { name: 'Demo Student' }),
      accountMenu,
    ]) {
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      expect(box, 'visible in the top bar').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }

    const burger = banner.getByRole('button', { name: 'Menu', exact: true });
    await burger.click();
    await sidebar(page).getByRole('link', { name: 'Get Pro' }).click();
    await expect(page.getByRole('heading', { name: 'Unlock Premium Access' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page)).not.toBeInViewport();

    await accountMenu.click();
    await banner.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  });

  test('Back with the drawer open closes it and shows the page before', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
    await signInAsDemoStudent(page);
    // Two addresses typed in turn: entries the router did not make, so neither carries its state.
    await page.goto('/#/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await page.goto('/#/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();

    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await burger.click();
    await expect(sidebar(page)).toBeInViewport();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page)).not.toBeInViewport();
  });
});

test('the student’s full name shows in the top bar at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsDemoStudent(page);
  await page.goto('/#/about-us');
  const name = page.getByRole('banner').locator('.top-bar__profile-name');
  await expect(name).toHaveText('Demo Student');
  const isCut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(isCut).toBe(false);
});
