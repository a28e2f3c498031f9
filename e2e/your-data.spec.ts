/**
 * "Download my data" in a real browser: a new student with some data (a saved paper, a feedback
 * rating) opens Your data from the profile menu, asks for a copy, waits until the sweep has made
 * it, downloads it (the ZIP holds README.txt and their profile with their name, and the rating they
 * sent), and a second download is refused; asking again the same day is refused with when they
 * may ask again. At 1280 px and at 390 px, axe clean, nothing scrolls sideways.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { newStudent, useToken } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

async function studentWithData(page: Page, name: string, phone: string) {
  const { token } = await newStudent(page.request, name, phone);
  const headers = { authorization: `Bearer ${token}` };
  const { papers } = (await (await page.request.get('/api/papers?type=Major', { headers })).json()) as {
    papers: { id: number }[];
  };
  const saved = await page.request.post('/api/saved', { headers, data: { category: 'paper', id: papers[0]!.id } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const rated = await page.request.post('/api/feedback', {
    headers,
    data: { kind: 'rating', rating: 4, description: `Good notes from ${name}` },
  });
  expect(rated.status(), await rated.text()).toBe(201);
  await useToken(page, token);
  return { headers };
}

async function expectFits(page: Page, width: number, screen: string) {
  // From the top, as the sweeps check a page: scrolled, the sticky top bar covers part of the back
  // button, which axe then counts as too small a target.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousViolations(page, `${screen} at ${width} px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function journey(page: Page, width: number, phone: string) {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
  const name = `Data Student ${phone.slice(-4)}`;
  const { headers } = await studentWithData(page, name, phone);

  await page.goto('/#/my-profile/edit-profile');
  await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Download my data' });
  await expectFits(page, width, 'Your data');

  await section.getByRole('button', { name: 'Ask for a copy of my data' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Asked.' })).toBeVisible();
  const copies = section.getByRole('list', { name: 'Your copies' });
  // The sweep (every 2 s in this suite) makes it; the list asks again while it waits.
  const download = copies.getByRole('button', { name: 'Download (works once)' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(copies).toContainText('Ready to download');
  await expectFits(page, width, 'Your data with a ready copy');

  const saving = page.waitForEvent('download');
  await download.click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/^padanam-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await file.path())));
  expect(strFromU8(zip['README.txt']!)).toContain('Your data from Padanam');
  const profile = JSON.parse(strFromU8(zip['data/profile.json']!)) as { name: string; phone: string };
  expect(profile).toMatchObject({ name, phone });
  expect(strFromU8(zip['data/feedback.json']!)).toContain(`Good notes from ${name}`);
  await expect(copies).toContainText('Downloaded');
  await expect(download).toHaveCount(0);

  // The file is gone: asked again (as an old tab would), the server refuses.
  const { exports } = (await (await page.request.get('/api/me/data-exports', { headers })).json()) as {
    exports: { id: number }[];
  };
  const again = await page.request.get(`/api/me/data-exports/${exports[0]!.id}/download`, { headers });
  expect(again.status()).toBe(410);
  expect(((await again.json()) as { error: { message: string } }).error.message).toContain('already been downloaded');

  await section.getByRole('button', { name: 'Ask for a copy of my data' }).click();
  await expect(section.getByRole('alert')).toContainText('You can ask again after');
  await expectFits(page, width, 'Your data after asking twice');
}

test('a student downloads a copy of their data once, at 1280 px', async ({ page }) => {
  await journey(page, 1280, `93${String(Date.now() % 10_000_000).padStart(7, '0')}1`);
});

test('a student downloads a copy of their data on a phone, at 390 px @mobile', async ({ page }) => {
  await journey(page, 390, `93${String(Date.now() % 10_000_000).padStart(7, '0')}2`);
});
