/**
 * The note viewer as a study tool: a student zooms in to read a line (the page drawn anew, sharp
 * at the screen's pixel ratio), finds a word, bookmarks a page and reads on; on another device
 * (a second browser context, the same student) the note opens where they stopped, with the
 * bookmark. Reading offline is kept on the device and reaches the server when the connection is
 * back. On a phone: a pinch zooms the note, not the screen, and nothing is cut off.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { useToken } from './accounts';
import { getJson } from './api-calls';
import { expectNoSeriousViolations } from './axe';
import { enrolledStudent } from './enrolled-student';
import { expect, test } from './fixtures';
import { showNoteTools } from './note-viewer-tools';
import { inkedPixels, pageCanvas } from './pdf-canvas';

/** This spec's students' phones: 95xxxxxxxx. */
const PHONE_PREFIX = '95';

type TReading = { lastPage: number | null; pagesSeen: number[]; bookmarks: { page: number }[] };

function readingOf(request: APIRequestContext, noteId: number, token: string) {
  return getJson<TReading>(request, `/api/notes/${noteId}/reading`, token);
}

async function pageDrawn(page: Page) {
  await expect(page.locator('.pdf-viewer__frame')).toHaveAttribute('data-rendering', 'false', { timeout: 15_000 });
}

const zoomLevel = async (page: Page) =>
  Number((await page.locator('.pdf-viewer__zoom-level').textContent())?.replace('%', ''));

test('zoom to read, find a word, bookmark a page, and pick up on another device where you stopped', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { token, module, noteId } = await enrolledStudent(request, 'Careful Reader', PHONE_PREFIX);
  await useToken(page, token);
  await page.goto(`/#/view-note/${module.id}`);
  const indicator = page.locator('.pdf-viewer__pages');
  await expect(indicator).toHaveText(/^1 \/ \d+$/, { timeout: 15_000 });
  await pageDrawn(page);
  const total = Number((await indicator.textContent())?.split('/')[1]);
  expect(await inkedPixels(page)).toBeGreaterThan(1000);

  // Zoom in twice: the page is drawn anew at the bigger size, at the screen's pixel ratio.
  const widthBefore = await pageCanvas(page).evaluate((canvas: HTMLCanvasElement) => canvas.width);
  const fitted = await zoomLevel(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => zoomLevel(page)).toBeGreaterThan(fitted * 1.5);
  await pageDrawn(page);
  const drawn = await pageCanvas(page).evaluate((canvas: HTMLCanvasElement) => ({
    width: canvas.width,
    cssWidth: canvas.getBoundingClientRect().width,
    ratio: window.devicePixelRatio,
  }));
  expect(drawn.width).toBeGreaterThan(widthBefore * 1.5);
  expect(drawn.width).toBeGreaterThanOrEqual(Math.floor(drawn.cssWidth * drawn.ratio) - 1);
  await page.getByRole('button', { name: 'Fit to width' }).click();
  await expect.poll(() => zoomLevel(page)).toBe(fitted);

  // Find a word of the module's title: matches marked on the page and counted.
  const word = module.title.split(/\s+/).find((part) => part.length > 4)!;
  const search = page.getByRole('searchbox', { name: 'Find in this note' });
  await search.fill(word);
  await search.press('Enter');
  await expect(page.locator('.pdf-viewer__find-count')).toHaveText(/^\d+ of \d+$/);
  await expect(page.locator('.pdf-viewer .textLayer .highlight').first()).toBeVisible();
  // The student reads page 1 (two seconds on screen) before going on: a fast run zooms and finds
  // the word in less, and a page paged past is not a page read.
  await expect.poll(async () => (await readingOf(request, noteId, token)).pagesSeen, { timeout: 15_000 }).toContain(1);

  // Read page 2 and bookmark it; the server hears the page as seen once it has been read.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(indicator).toHaveText(`2 / ${total}`);
  await pageDrawn(page);
  await page.getByRole('button', { name: 'Bookmark page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2 bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await readingOf(request, noteId, token)).pagesSeen, { timeout: 15_000 })
    .toEqual(expect.arrayContaining([1, 2]));
  expect((await readingOf(request, noteId, token)).lastPage).toBe(2);

  // Another device: the same student opens the note where they stopped, with the bookmark.
  const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await elsewhere.newPage();
  await useToken(phone, token);
  await phone.goto(`/#/view-note/${module.id}`);
  await expect(phone.locator('.pdf-viewer__pages')).toHaveText(`2 / ${total}`, { timeout: 15_000 });
  await expect(
    phone.getByRole('navigation', { name: 'Bookmarks' }).getByRole('button', { name: 'Page 2' }),
  ).toBeVisible();
  await elsewhere.close();
});

test('on a phone: a pinch zooms the note, nothing is cut off, and reading offline reaches the server later', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { token, module, noteId } = await enrolledStudent(request, 'Bus Reader', PHONE_PREFIX);
  await page.setViewportSize({ width: 390, height: 844 });
  await useToken(page, token);
  await page.goto(`/#/view-note/${module.id}`);
  await expect(page.locator('.pdf-viewer__pages')).toHaveText(/^1 \/ \d+$/, { timeout: 15_000 });
  await pageDrawn(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'the note viewer at 390 px');

  // Over the note: the pager and the tools' toggle in one row; the note has most of the screen.
  expect((await page.locator('.pdf-viewer__toolbar').boundingBox())!.height).toBeLessThan(80);
  expect((await page.locator('.pdf-viewer__frame').boundingBox())!.height).toBeGreaterThan(844 * 0.6);
  await showNoteTools(page);
  await expect(page.getByRole('searchbox', { name: 'Find in this note' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'PDF tool' }).getByRole('button', { name: 'Highlight' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'the note viewer at 390 px, its tools open');
  await page.getByRole('button', { name: 'Zoom, find and the PDF tool' }).click();

  // Two fingers apart on the page: the note grows, the screen around it does not.
  const fitted = await zoomLevel(page);
  const scroller = page.locator('.pdf-viewer__scroller');
  await scroller.scrollIntoViewIfNeeded();
  const frame = (await scroller.boundingBox())!;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.synthesizePinchGesture', {
    x: Math.round(frame.x + frame.width / 2),
    y: Math.round(Math.max(frame.y, 0) + 120),
    scaleFactor: 2,
    gestureSourceType: 'touch',
  });
  await expect.poll(() => zoomLevel(page)).toBeGreaterThan(fitted * 1.3);
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
  await pageDrawn(page);

  // Offline: the page read is kept on the device, then sent when the connection is back.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator('.pdf-viewer__pages')).toHaveText(/^2 \//);
  await pageDrawn(page);
  await expect
    .poll(() => page.evaluate((id) => window.localStorage.getItem(`padanam.noteReading.${id}`), noteId), {
      timeout: 15_000,
    })
    .toMatch(/"pagesSeen":\[(1,)?2\]/);
  expect((await readingOf(request, noteId, token)).pagesSeen).not.toContain(2);

  await context.setOffline(false);
  await expect
    .poll(async () => (await readingOf(request, noteId, token)).pagesSeen, { timeout: 15_000 })
    .toEqual(expect.arrayContaining([1, 2]));
  await expect
    .poll(() => page.evaluate((id) => window.localStorage.getItem(`padanam.noteReading.${id}`), noteId))
    .toBeNull();
});
