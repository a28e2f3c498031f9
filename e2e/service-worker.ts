/** The app's service worker as a journey waits for it. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until the app's worker is active and controls this page (a first visit is not controlled until it reloads). */
export async function openControlledByTheWorker(page: Page): Promise<void> {
  await page.goto('/#/about-us');
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
  // The app registers its worker once the page has loaded and is idle; `ready` waits for it to be active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}
