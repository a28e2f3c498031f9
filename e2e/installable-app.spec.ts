/**
 * The installable app: Chromium's own install check passes, the app's screens open offline once
 * its service worker has taken over, and a new release is offered rather than forced.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { newStudent, useToken } from './accounts';
import { signInAsDemoStudent } from './demo-student';
import { expect, test } from './fixtures';
import { openControlledByTheWorker } from './service-worker';

const BUILT_WORKER = path.join(import.meta.dirname, '../apps/web/dist/sw.js');

test('Chromium finds the app installable: manifest, icons and a worker that answers offline', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from a private profile, which is what a test's context is.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openControlledByTheWorker(page);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Padanam', start_url: '/', display: 'standalone', theme_color: '#3730a3' });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the installed app still opens and draws screens it never visited', async ({ page, context }) => {
  await openControlledByTheWorker(page);
  await context.setOffline(true);

  await page.goto('/#/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Padanam', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  // A screen whose data comes from the server opens too, and the app says why its data is not there.
  await page.goto('/#/papers');
  await expect(page.getByRole('heading', { name: 'Select your Papers' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
});

test("offline, a student's own screens open with what they last showed", async ({ page, context }) => {
  const token = await signInAsDemoStudent(page);
  const me = (await (await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    user: { name: string };
  };
  const enrolled = (await (
    await page.request.get('/api/enrollments', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { papers: { title: string }[] };
  expect(enrolled.papers.length).toBeGreaterThan(0);
  await openControlledByTheWorker(page);
  // Online first: each screen as the student last saw it.
  const screens = [
    { address: '/#/', heading: 'Home', loading: null },
    { address: '/#/enrolled', heading: 'Enrolled', loading: 'Loading enrolled papers...' },
    { address: '/#/my-profile/save-items', heading: 'Save Items', loading: 'Loading saved items...' },
    { address: '/#/mistake-notebook', heading: 'Mistake Notebook', loading: 'Loading your notebook...' },
  ];
  const main = page.getByRole('main');
  for (const screen of screens) {
    await page.goto(screen.address);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeAttached();
    if (screen.loading) await expect(main.getByText(screen.loading)).toHaveCount(0);
  }

  await context.setOffline(true);
  for (const screen of screens) {
    await page.goto(screen.address);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeAttached();
    await expect(page.getByRole('banner').getByText(me.user.name, { exact: false }).first()).toBeVisible();
    if (screen.loading) await expect(main.getByText(screen.loading)).toHaveCount(0);
  }
  await page.goto('/#/enrolled');
  await expect(main.getByText(enrolled.papers[0]!.title).first()).toBeVisible();
});

test('logging out forgets the API answers kept for offline use', async ({ page }) => {
  // A student of this test's own: logging out ends the session, which the demo student's journeys share.
  const { token } = await newStudent(page.request, 'Offline Leaver', `97${String(Date.now()).slice(-8)}`);
  await useToken(page, token);
  await openControlledByTheWorker(page);
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  const hasKept = () => page.evaluate(() => caches.has('padanam-api'));
  await expect.poll(hasKept).toBe(true);
  await page.goto('/#/my-profile/edit-profile');
  await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
  await expect.poll(hasKept).toBe(false);
});

test('a new release waits until the student chooses to reload', async ({ page }) => {
  await openControlledByTheWorker(page);
  const original = fs.readFileSync(BUILT_WORKER);
  const compressed = ['.br', '.gz'].map((extension) => [extension, fs.readFileSync(BUILT_WORKER + extension)] as const);
  try {
    // A new release as the browser sees it: the worker's bytes changed (the server reads the build from disk).
    const released = Buffer.concat([original, Buffer.from(`\n// release ${Date.now()}\n`)]);
    fs.writeFileSync(BUILT_WORKER, released);
    fs.writeFileSync(`${BUILT_WORKER}.br`, zlib.brotliCompressSync(released));
    fs.writeFileSync(`${BUILT_WORKER}.gz`, zlib.gzipSync(released));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

    const notice = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(notice).toBeVisible();
    // Nothing changes under the student until they say so.
    await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();

    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
    // The new worker took over: none is left waiting (the app would offer it again on this load).
    const waiting = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration?.waiting)),
    );
    expect(waiting).toBe(false);
    await expect(notice).toHaveCount(0);
  } finally {
    fs.writeFileSync(BUILT_WORKER, original);
    for (const [extension, bytes] of compressed) fs.writeFileSync(BUILT_WORKER + extension, bytes);
  }
});
