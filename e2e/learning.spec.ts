/**
 * The daily study path as the demo student, against the real server and its demo data:
 * an enrolled paper's notes in the PDF viewer, a video class's embed, saving a module,
 * and a paper the student has not bought showing locks while its files stay refused.
 */
import type { Page } from '@playwright/test';
import { getJson } from './api-calls';
import { signInAsDemoStudent } from './demo-student';
import { expect, test } from './fixtures';
import { inkedPixels } from './pdf-canvas';

interface Paper {
  id: number;
  title: string;
}
interface Module {
  id: number;
  number: number;
  title: string;
}

async function majorPapers(page: Page, token: string) {
  const { papers } = await getJson<{ papers: Paper[] }>(page.request, '/api/papers?type=Major', token);
  const modulesOf = async (paper: Paper) =>
    (await getJson<{ modules: Module[] }>(page.request, `/api/papers/${paper.id}/modules`, token)).modules;
  const [enrolled, other] = papers;
  if (!enrolled || !other) throw new Error('the demo data needs two Major papers');
  return { enrolled, other, enrolledModules: await modulesOf(enrolled), otherModules: await modulesOf(other) };
}

test('an enrolled paper: the notes open in the viewer, page by page', async ({ page }) => {
  const token = await signInAsDemoStudent(page);
  const { enrolled } = await majorPapers(page, token);

  await page.goto(`/#/paper-details/${enrolled.id}`);
  await expect(page.getByRole('heading', { level: 1, name: enrolled.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: 'Locked' })).toHaveCount(0);
  await page.getByRole('tabpanel').getByRole('link', { name: 'View Note' }).first().click();

  await expect(page.getByRole('heading', { name: 'PDF Viewer' })).toBeVisible();
  const indicator = page.locator('.pdf-viewer__pages');
  await expect(indicator).toHaveText(/^1 \/ \d+$/, { timeout: 15_000 });
  const total = Number((await indicator.textContent())?.split('/')[1]);
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('status').filter({ hasText: 'Rendering...' })).toHaveCount(0);
  expect(await inkedPixels(page)).toBeGreaterThan(1000);

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(indicator).toHaveText(`2 / ${total}`);
  await expect(page.getByRole('status').filter({ hasText: 'Rendering...' })).toHaveCount(0);
  expect(await inkedPixels(page)).toBeGreaterThan(1000);
});

test('a video class plays in the privacy-enhanced embed', async ({ page }) => {
  const token = await signInAsDemoStudent(page);
  const { enrolled, enrolledModules } = await majorPapers(page, token);
  const { videos } = await getJson<{ videos: { id: number; title: string }[] }>(
    page.request,
    `/api/modules/${enrolledModules[1]!.id}/videos`,
    token,
  );
  const video = videos[0]!;

  await page.goto(`/#/video-class/${enrolled.id}/${video.id}`);
  await expect(page.getByRole('heading', { name: video.title }).first()).toBeVisible();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
});

test('a saved module appears in Save Items', async ({ page }) => {
  const token = await signInAsDemoStudent(page);
  const { enrolled, enrolledModules } = await majorPapers(page, token);
  const module = enrolledModules[2]!;

  await page.goto(`/#/paper-details/${enrolled.id}`);
  await page.getByRole('button', { name: `Save Module ${module.number}` }).click();
  await expect(page).toHaveURL(/#\/my-profile\/save-items/);
  await expect(page.getByText(`Module : ${module.number}`)).toBeVisible();
  await expect(page.getByText(module.title)).toBeVisible();
});

test('a paper the student has not bought shows locks, and its note file is refused', async ({ page }) => {
  const token = await signInAsDemoStudent(page);
  const { other, otherModules } = await majorPapers(page, token);
  const paid = otherModules.find((module) => module.number > 1)!;

  await page.goto(`/#/paper-details/${other.id}`);
  await expect(page.getByRole('img', { name: 'Locked' }).first()).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: paid.title }) })
    .getByRole('button', { name: 'Learn now' })
    .click();
  await expect(page.getByRole('heading', { name: 'This module is locked' })).toBeVisible();
  // The lock leads to the plans for this paper and this module.
  await expect(page.getByRole('link', { name: 'Unlock Premium Access' })).toHaveAttribute(
    'href',
    `#/subscrptions?paper=${other.id}&module=${paid.id}`,
  );

  // The notes of a locked module come without a file link; the file itself is refused too.
  const { notes } = await getJson<{ notes: { id: number; fileUrl: string | null }[] }>(
    page.request,
    `/api/modules/${paid.id}/notes`,
    token,
  );
  expect(notes[0]!.fileUrl).toBeNull();
  const file = await page.request.get(`/api/notes/${notes[0]!.id}/file`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(file.status()).toBe(403);
  expect(((await file.json()) as { error: { code: string } }).error.code).toBe('NOT_ENROLLED');
});

/** The top edge of each tab of the learning screen's content pane. */
async function contentTabTops(page: Page) {
  const tabs = page.getByRole('tablist', { name: 'Module content' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  return Promise.all((await tabs.all()).map(async (tab) => (await tab.boundingBox())!.y));
}

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test(`the content tabs stay on one row with their locks at ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const token = await signInAsDemoStudent(page);
    const { other, otherModules } = await majorPapers(page, token);
    const paid = otherModules.find((module) => module.number > 1)!;
    await page.goto(`/#/paper-details/${other.id}`);
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: paid.title }) })
      .getByRole('button', { name: 'Learn now' })
      .click();
    await expect(page.getByRole('heading', { name: 'This module is locked' })).toBeVisible();

    const tops = await contentTabTops(page);
    expect(new Set(tops).size, `tab tops ${tops.join(', ')}`).toBe(1);
  });
}
