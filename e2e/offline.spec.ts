/**
 * A dropped connection: a screen not visited before it dropped says the student is offline, and
 * opens by itself when the connection is back, without reloading the app.
 */
import { expect, test } from './fixtures';

test('a page not yet downloaded waits for the connection and opens when it is back', async ({ page, context }) => {
  await page.goto('/#/about-us');
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
  // Gone after a reload: proves the page below opened in the same document.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You are offline. This page will open when the connection is back.',
  );
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
