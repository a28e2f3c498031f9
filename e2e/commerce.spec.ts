/**
 * Buying, as new students, in both ways the server offers. Razorpay runs against the stand-in
 * gateway on 127.0.0.1 that e2e/start-server.mjs starts (its Checkout script opens a frame with a
 * Pay button; the server verifies what comes back and hears the webhook too); the WhatsApp chat
 * link is answered by a stand-in page, so nothing leaves this machine.
 */
import type { Page } from '@playwright/test';
import { demoAdminToken, newStudent, useToken } from './accounts';
import { expect, test } from './fixtures';

const stamp = String(Date.now() % 100_000).padStart(5, '0');

/** The first paper of the paper selection screen: its title and id. */
async function firstPaper(page: Page) {
  await page.goto('/#/papers');
  const card = page.locator('article.paper-card').first();
  await expect(card).toBeVisible();
  const title = (await card.locator('.paper-card__title').innerText()).trim();
  const href = await card.getByRole('link', { name: 'Learn now' }).getAttribute('href');
  return { card, title, id: Number(/paper-details\/(\d+)/.exec(href ?? '')![1]) };
}

test('a new student unlocks a locked module by buying its paper through Razorpay', async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await newStudent(page.request, 'Razorpay Buyer', `96${stamp}001`);
  await useToken(page, token);
  const paper = await firstPaper(page);

  // Module 2 is locked; its lock leads to the plans for this paper.
  await page.goto(`/#/paper-details/${paper.id}`);
  await expect(page.getByRole('heading', { level: 1, name: paper.title })).toBeVisible();
  await page.getByRole('button', { name: 'Learn now' }).nth(1).click();
  await expect(page.getByRole('heading', { name: 'This module is locked' })).toBeVisible();
  await page.getByRole('link', { name: 'Unlock Premium Access' }).click();
  const paperPlan = page.getByRole('article', { name: 'Paper-Based Plan' });
  await expect(paperPlan).toContainText('₹249');
  await expect(page.getByRole('article', { name: 'Module-Based Plan' })).toContainText('₹69');
  await paperPlan.getByRole('button', { name: `Add ${paper.title} to cart` }).click();

  await expect(page).toHaveURL(/#\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Price summary' })).toContainText('₹249.00');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('button', { name: 'Pay online (UPI, card, netbanking)' }).click();

  // The server's payment page, with Checkout's stand-in.
  await expect(page).toHaveURL(/\/pay\/\d+$/);
  await expect(page.getByRole('status')).toHaveText('Check your order, then pay.');
  await expect(page.getByRole('listitem')).toContainText(`${paper.title} (Paper-Based Plan)`);
  await page.getByRole('button', { name: 'Pay ₹249.00' }).click();
  await page
    .frameLocator('iframe[title="Razorpay test checkout"]')
    .getByRole('button', { name: 'Pay ₹249.00 (test)' })
    .click();

  // Back in the app: enrolled, and the module opens.
  await expect(page).toHaveURL(/#\/enrolled$/);
  await expect(page.getByText(paper.title).first()).toBeVisible();
  await page.goto(`/#/paper-details/${paper.id}`);
  await expect(page.getByRole('heading', { level: 1, name: paper.title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Locked' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Learn now' }).nth(1).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'View Note' }).first()).toBeVisible();
  await expect(page.getByText('Enrolled').first()).toBeVisible();

  // The order and its receipt under the profile.
  await page.goto('/#/my-profile/orders');
  await page
    .getByRole('link', { name: /^Order PDN-/ })
    .first()
    .click();
  await expect(page.locator('p.order-status')).toHaveText('Paid');
  await expect(page.getByRole('table')).toContainText('₹249.00');
});

test('a student orders on WhatsApp and an admin confirms it in the console', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The chat link opens in a new tab: a stand-in answers it.
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>Chat</p>' }),
    );
  const { token } = await newStudent(page.request, 'WhatsApp Buyer', `96${stamp}002`);
  await useToken(page, token);
  const paper = await firstPaper(page);

  await paper.card.getByRole('button', { name: `Add to cart: ${paper.title}` }).click();
  await expect(page).toHaveURL(/#\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Check Out' }).click();
  const chat = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Order on WhatsApp' }).click();
  const message = new URL((await chat).url());
  expect(message.host).toBe('wa.me');
  expect(message.pathname).toBe('/919000000000');
  const text = message.searchParams.get('text') ?? '';
  expect(text).toContain('Name: WhatsApp Buyer');
  expect(text).toContain(`1. ${paper.title} (Paper-Based Plan) - ₹249.00`);
  expect(text).toContain('Total: ₹249.00');

  await expect(page).toHaveURL(/#\/my-profile\/orders\/\d+$/);
  await expect(page.locator('p.order-status')).toHaveText('Awaiting payment');
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
  const number = /New order (PDN-\d+)/.exec(text)![1]!;

  // The admin confirms it once the money has arrived.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await useToken(admin, await demoAdminToken(admin.request));
  await admin.goto(`/#/admin/orders?q=${number}`);
  await admin.getByRole('button', { name: `Confirm payment: ${number}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Confirm payment' }).click();
  await expect(admin.getByRole('row', { name: new RegExp(number) })).toContainText('Paid');
  await adminContext.close();

  await page.reload();
  await expect(page.locator('p.order-status')).toHaveText('Paid');
  await page.goto('/#/enrolled');
  await expect(page.getByText(paper.title).first()).toBeVisible();
});
