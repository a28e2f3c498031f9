/**
 * Download for offline: a student downloads a paper they were enrolled in, reads a note and plays
 * an audio class with no connection (the audio seekable: its bytes answered by range), then loses
 * the enrollment; on the next connection the app asks the server and the paid modules' downloads
 * are gone, while the free module, still open to every student, stays.
 */
import type { Page } from '@playwright/test';
import { demoAdminToken, newStudent, useToken } from './accounts';
import { getJson } from './api-calls';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { inkedPixels } from './pdf-canvas';
import { openControlledByTheWorker } from './service-worker';

type TModule = { id: number; number: number; title: string; isFreePreview: boolean };

/** The modules this device holds downloads of, as the app's own records say. */
function downloadedModules(page: Page) {
  return page.evaluate(async () => {
    if (!(await caches.has('padanam-downloads'))) return [];
    const keys = await (await caches.open('padanam-downloads')).keys();
    return keys
      .map((request) => /\/offline-downloads\/modules\/(\d+)$/.exec(new URL(request.url).pathname)?.[1])
      .filter((id) => id !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  });
}

test('a downloaded paper opens offline, and what the student loses access to is removed on the next connection', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const admin = await demoAdminToken(request);
  const { token } = await newStudent(request, 'Offline Reader', `96${String(Date.now()).slice(-8)}`);
  const { user } = await getJson<{ user: { id: number } }>(request, '/api/me', token);
  const { papers } = await getJson<{ papers: { id: number; title: string }[] }>(request, '/api/papers?type=Major');
  const paper = papers[0]!;
  const granted = await request.post(`/api/admin/users/${user.id}/enrollments`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { paperId: paper.id },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  const { enrollments } = (await granted.json()) as { enrollments: { id: number; paperId: number }[] };
  const enrollment = enrollments.find((entry) => entry.paperId === paper.id)!;
  const { modules } = await getJson<{ modules: TModule[] }>(request, `/api/papers/${paper.id}/modules`, token);
  const paid = modules.find((module) => !module.isFreePreview)!;
  const free = modules.filter((module) => module.isFreePreview).map((module) => module.id);
  const { audio } = await getJson<{ audio: { id: number; sizeBytes: number }[] }>(
    request,
    `/api/modules/${paid.id}/audio`,
    token,
  );

  await useToken(page, token);
  await openControlledByTheWorker(page);

  // The whole paper: its size is said before anything is fetched.
  await page.goto(`/#/paper-details/${paper.id}`);
  await expect(page.getByRole('heading', { level: 1, name: paper.title })).toBeVisible();
  await page.getByRole('button', { name: 'Download paper for offline' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Download paper for offline' });
  await expect(dialog).toContainText(`${modules.length} modules · `);
  await dialog.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Every module you can open is downloaded.')).toBeVisible({ timeout: 60_000 });
  expect(await downloadedModules(page)).toEqual(modules.map((module) => module.id).sort((a, b) => a - b));

  // The list, and the learning screen's controls, on a phone: nothing cut off, and axe clean.
  await page.goto('/#/my-profile/downloads');
  await expect(page.getByRole('heading', { level: 2, name: `Module ${paid.number}: ${paid.title}` })).toBeVisible();
  await expect(page.getByText(/used by downloads/)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const address of ['/#/my-profile/downloads', `/#/paper-details/${paper.id}`]) {
      await page.goto(address);
      await expect(page.getByText(/used by downloads|^Downloaded for offline · /).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousViolations(page, `${address} at ${width} px, downloaded`);
    }
  }

  await context.setOffline(true);

  // The note, read from the device: drawn, page by page.
  await page.goto(`/#/view-note/${paid.id}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'PDF Viewer' })).toBeVisible();
  await expect(page.locator('.pdf-viewer__pages')).toHaveText(/^1 \/ \d+$/, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Rendering...' })).toHaveCount(0);
  expect(await inkedPixels(page)).toBeGreaterThan(1000);

  // The module's screen and its audio class: it loads, plays and seeks with no connection.
  await page.goto(`/#/paper-details/${paper.id}`);
  await page.getByRole('tab', { name: 'Audio' }).click();
  await page.getByRole('button', { name: 'Play audio' }).first().click();
  const player = page.locator('audio.audio-player').first();
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(1);
  await player.evaluate((element: HTMLAudioElement) => {
    element.currentTime = 1;
  });
  await expect
    .poll(() => player.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThanOrEqual(1);
  // A byte range of the downloaded file, as a player streaming it asks.
  const range = await page.evaluate(
    async ({ audioId, bearer }) => {
      const response = await fetch(`/api/audio/${audioId}/file`, {
        headers: { Range: 'bytes=0-3', Authorization: `Bearer ${bearer}` },
      });
      return {
        status: response.status,
        text: await response.text(),
        contentRange: response.headers.get('content-range'),
      };
    },
    { audioId: audio[0]!.id, bearer: token },
  );
  expect(range).toEqual({ status: 206, text: 'RIFF', contentRange: `bytes 0-3/${audio[0]!.sizeBytes}` });

  // The enrollment is revoked while the device is offline: nothing changes until it can ask.
  const revoked = await request.delete(`/api/admin/users/${user.id}/enrollments/${enrollment.id}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(revoked.ok(), await revoked.text()).toBe(true);
  expect((await downloadedModules(page)).length).toBe(modules.length);

  await context.setOffline(false);
  await expect.poll(() => downloadedModules(page), { timeout: 15_000 }).toEqual(free.sort((a, b) => a - b));
  await page.goto('/#/my-profile/downloads');
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Module ${paid.number}: ${paid.title}` })).toHaveCount(0);
  // And the paid file is the server's to refuse again.
  const refused = await page.evaluate(
    async ({ noteModule, bearer }) => {
      const notes = (await (
        await fetch(`/api/modules/${noteModule}/notes`, { headers: { Authorization: `Bearer ${bearer}` } })
      ).json()) as { notes: { fileUrl: string | null }[] };
      return notes.notes.map((note) => note.fileUrl);
    },
    { noteModule: paid.id, bearer: token },
  );
  expect(refused.every((fileUrl) => fileUrl === null)).toBe(true);
});

test('logging out removes every download', async ({ page, request }) => {
  const { token } = await newStudent(request, 'Download Leaver', `95${String(Date.now()).slice(-8)}`);
  const { papers } = await getJson<{ papers: { id: number }[] }>(request, '/api/papers?type=Major');
  const { modules } = await getJson<{ modules: TModule[] }>(request, `/api/papers/${papers[0]!.id}/modules`, token);
  const free = modules.find((module) => module.isFreePreview)!;

  await useToken(page, token);
  await openControlledByTheWorker(page);
  await page.goto(`/#/paper-details/${papers[0]!.id}`);
  const pane = page.getByRole('region', { name: `Module ${free.number}: ${free.title}` });
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: free.title }) })
    .getByRole('button', { name: 'Learn now' })
    .click();
  await pane.getByRole('button', { name: /^Download for offline · / }).click();
  await expect(pane.getByText(/^Downloaded for offline · /)).toBeVisible();
  expect(await downloadedModules(page)).toEqual([free.id]);

  await page.goto('/#/my-profile/edit-profile');
  await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => downloadedModules(page)).toEqual([]);
});
