/**
 * The PDF tool: a student highlights a word they found in the note with pdf.js's own highlight
 * editor; it is saved for them, so on another device (a second browser context, the same student)
 * the highlight is back on its page; they delete it there. A highlight made offline is kept on the
 * device and reaches the server when the connection is back. Pictures and signatures come back on
 * another device; clearing a page there is undone (pictures and all) and redone. A drawing and a
 * text note come back on another device too. A picture added offline is kept on the device and
 * uploaded, then saved, when the connection is back. The tool bar fits
 * at 1280 and 390 px, axe clean.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { useToken } from './accounts';
import { getJson } from './api-calls';
import { expectNoSeriousViolations } from './axe';
import { enrolledStudent } from './enrolled-student';
import { expect, test } from './fixtures';
import { showNoteTools } from './note-viewer-tools';

/** This spec's students' phones: 97xxxxxxxx. */
const PHONE_PREFIX = '97';

type TAnnotations = {
  annotations: { id: string; page: number; kind: string; editor: Record<string, unknown> }[];
  removedByReplacement: number;
};

function annotationsOf(request: APIRequestContext, noteId: number, token: string) {
  return getJson<TAnnotations>(request, `/api/notes/${noteId}/annotations`, token);
}

async function openNote(page: Page, moduleId: number) {
  await page.goto(`/#/view-note/${moduleId}`);
  await expect(page.locator('.pdf-viewer__pages')).toHaveText(/^1 \/ \d+$/, { timeout: 15_000 });
  await expect(page.locator('.pdf-viewer__frame')).toHaveAttribute('data-rendering', 'false', { timeout: 15_000 });
  await showNoteTools(page);
  await expect(tool(page, 'Highlight')).toHaveAttribute('aria-disabled', 'false');
}

const tool = (page: Page, name: string) =>
  page.getByRole('group', { name: 'PDF tool' }).getByRole('button', { name, exact: true });
const highlights = (page: Page) => page.locator('.pdf-viewer .annotationEditorLayer .highlightEditor');

/** Finds the word, then, with the highlight tool, selects the current match as a student's drag would. */
async function highlightFoundWord(page: Page, word: string) {
  const search = page.getByRole('searchbox', { name: 'Find in this note' });
  await search.fill(word);
  await search.press('Enter');
  await expect(page.locator('.pdf-viewer__find-count')).toHaveText(/^\d+ of \d+$/);
  const match = page.locator('.pdf-viewer .textLayer .highlight.selected').first();
  await expect(match).toBeVisible();
  // pdf.js brings a match into view by scrolling the nearest box that scrolls: with the whole page
  // in the frame (a phone's fit), that is the window, which may leave it under the sticky tool
  // bar. The student scrolls it just below the bar.
  for (let pass = 0; pass < 2; pass++) {
    await match.evaluate((element) => {
      const bar = document.querySelector('.pdf-viewer__toolbar')!.getBoundingClientRect();
      window.scrollBy(0, element.getBoundingClientRect().top - bar.bottom - 24);
    });
  }
  const box = (await match.boundingBox())!;
  await tool(page, 'Highlight').click();
  await expect(tool(page, 'Highlight')).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
}

test('highlight a found word, see it on another device, delete it there', async ({ page, browser, request }) => {
  test.slow();
  const { token, module, noteId } = await enrolledStudent(request, 'Highlighting Reader', PHONE_PREFIX);
  await useToken(page, token);
  await openNote(page, module.id);

  const word = module.title.split(/\s+/).find((part) => part.length > 4)!;
  await highlightFoundWord(page, word);
  await expect(highlights(page)).toHaveCount(1);
  await expect
    .poll(
      async () =>
        (await annotationsOf(request, noteId, token)).annotations.map(({ kind, page: on }) => `${kind}@${on}`),
      {
        timeout: 15_000,
      },
    )
    .toEqual(['highlight@1']);
  const [saved] = (await annotationsOf(request, noteId, token)).annotations;
  expect(saved!.editor).toEqual(
    expect.objectContaining({ annotationType: 9, color: [255, 240, 102], opacity: 1, thickness: 12 }),
  );

  // The annotated copy: pdf.js writes the highlight into the PDF it downloads.
  const downloading = page.waitForEvent('download');
  await tool(page, 'Download my annotated copy').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\(annotated\)\.pdf$/);
  const copy = fs.readFileSync((await download.path())!);
  expect(copy.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(copy.toString('latin1')).toContain('/Highlight');

  // The tool bar, at a desktop's width and a phone's: nothing cut off, axe clean.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await showNoteTools(page);
    await expect(tool(page, 'Undo')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // From the top of the screen: scrolled, the page's own annotations pass under the sticky bar
    // (drawn beneath it, so a tap reaches the bar), which axe's target-size counts as crowding.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousViolations(page, `the note viewer's PDF tool at ${width} px`);
  }

  // Another device: the highlight is back on its page.
  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await elsewhere.newPage();
  await useToken(other, token);
  await openNote(other, module.id);
  await expect(highlights(other)).toHaveCount(1);

  // Delete it there: pick it with the highlight tool, then Delete.
  await tool(other, 'Highlight').click();
  await expect(tool(other, 'Highlight')).toHaveAttribute('aria-pressed', 'true');
  await highlights(other).first().click();
  // pdf.js's own floating bar on the selected highlight: its buttons have names.
  await expect(other.locator('.editToolbar').getByRole('button', { name: 'Remove highlight' })).toBeVisible();
  const remove = tool(other, 'Delete the selected annotation');
  await expect(remove).toHaveAttribute('aria-disabled', 'false');
  await remove.click();
  await expect(highlights(other)).toHaveCount(0);
  await expect
    .poll(async () => (await annotationsOf(request, noteId, token)).annotations.length, { timeout: 15_000 })
    .toBe(0);
  await elsewhere.close();
});

test('a highlight made offline reaches the server when the connection is back', async ({ page, context, request }) => {
  test.slow();
  const { token, module, noteId } = await enrolledStudent(request, 'Offline Highlighter', PHONE_PREFIX);
  await page.setViewportSize({ width: 390, height: 844 });
  await useToken(page, token);
  await openNote(page, module.id);

  await context.setOffline(true);
  const word = module.title.split(/\s+/).find((part) => part.length > 4)!;
  await highlightFoundWord(page, word);
  await expect(highlights(page)).toHaveCount(1);
  await expect(
    page.getByText('Your annotations are kept on this device and will be saved when you are back online.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  expect(await page.evaluate((id) => window.localStorage.getItem(`padanam.annotationWrites.${id}`), noteId)).toContain(
    '"kind":"highlight"',
  );
  expect((await annotationsOf(request, noteId, token)).annotations).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await annotationsOf(request, noteId, token)).annotations.map(({ kind }) => kind), {
      timeout: 15_000,
    })
    .toEqual(['highlight']);
  await expect
    .poll(() => page.evaluate((id) => window.localStorage.getItem(`padanam.annotationWrites.${id}`), noteId))
    .toBeNull();
  await expect(page.getByText(/kept on this device/)).toHaveCount(0);
});

/** A PNG drawn in the page (a coloured box with a line), as a student's picture file. */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1b5e20';
      context.fillRect(0, 0, w, h);
      context.strokeStyle = '#ffffff';
      context.lineWidth = Math.max(4, w / 40);
      context.beginPath();
      context.moveTo(w * 0.1, h * 0.7);
      context.bezierCurveTo(w * 0.3, h * 0.1, w * 0.6, h * 0.9, w * 0.9, h * 0.3);
      context.stroke();
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a picture and a signature (downscaled to 512 px) go on the page and come back on another device', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { token, module, noteId } = await enrolledStudent(request, 'Stamping Reader', PHONE_PREFIX);
  await useToken(page, token);
  await openNote(page, module.id);
  const stamps = (on: Page) => on.locator('.pdf-viewer .annotationEditorLayer .stampEditor canvas');

  await page.getByLabel('Picture to add', { exact: true }).setInputFiles({
    name: 'stamp.png',
    mimeType: 'image/png',
    buffer: await pngOf(page, 300, 200),
  });
  await expect(stamps(page)).toHaveCount(1);
  await page.getByLabel('Signature picture to add').setInputFiles({
    name: 'signature.png',
    mimeType: 'image/png',
    buffer: await pngOf(page, 1600, 800),
  });
  await expect(stamps(page)).toHaveCount(2);
  await expect
    .poll(async () => (await annotationsOf(request, noteId, token)).annotations.map(({ kind }) => kind).sort(), {
      timeout: 15_000,
    })
    .toEqual(['signature', 'stamp']);
  const saved = (await annotationsOf(request, noteId, token)).annotations as Array<
    TAnnotations['annotations'][number] & { imageId: number }
  >;
  // The records keep our picture ids, never the pictures.
  for (const annotation of saved) expect(JSON.stringify(annotation.editor)).not.toContain('data:');
  const signature = saved.find(({ kind }) => kind === 'signature')!;
  const picture = await request.get(`/api/annotation-images/${signature.imageId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pngSize(await picture.body())).toEqual({ width: 512, height: 256 });

  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await elsewhere.newPage();
  await useToken(other, token);
  await openNote(other, module.id);
  await expect(stamps(other)).toHaveCount(2);

  // There the student clears the page, then thinks better of it: Undo brings both back, pictures
  // and all (the server kept them), and Redo clears again.
  const kinds = async () => (await annotationsOf(request, noteId, token)).annotations.map(({ kind }) => kind).sort();
  await tool(other, 'Clear page 1').click();
  await other.getByRole('alertdialog').getByRole('button', { name: 'Clear page', exact: true }).click();
  await expect(stamps(other)).toHaveCount(0);
  await expect.poll(kinds, { timeout: 15_000 }).toEqual([]);
  await tool(other, 'Undo').click();
  await expect(stamps(other)).toHaveCount(2);
  await expect.poll(kinds, { timeout: 15_000 }).toEqual(['signature', 'stamp']);
  const restored = (await annotationsOf(request, noteId, token)).annotations as typeof saved;
  expect(restored.map(({ imageId }) => imageId).sort()).toEqual(saved.map(({ imageId }) => imageId).sort());
  await expect(other.getByText(/An annotation was not saved/)).toHaveCount(0);
  await tool(other, 'Redo').click();
  await expect(stamps(other)).toHaveCount(0);
  await expect.poll(kinds, { timeout: 15_000 }).toEqual([]);
  await elsewhere.close();
});

test('a drawing and a text note come back on another device as they were', async ({ page, browser, request }) => {
  test.slow();
  const { token, module, noteId } = await enrolledStudent(request, 'Drawing Reader', PHONE_PREFIX);
  await useToken(page, token);
  await openNote(page, module.id);
  // Points on the page where the frame shows it.
  const frame = (await page.locator('.pdf-viewer__scroller').boundingBox())!;
  const box = { x: frame.x, y: Math.max(frame.y, 0), width: frame.width, height: Math.min(frame.height, 600) };

  // A stroke with the drawing tool.
  await tool(page, 'Draw').click();
  await expect(tool(page, 'Draw')).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.35, { steps: 8 });
  await page.mouse.up();

  // A text note, typed where the student clicked (taking the next tool ends the drawing).
  await tool(page, 'Add text').click();
  await expect(page.locator('.pdf-viewer .inkEditor')).toHaveCount(1);
  await expect(tool(page, 'Add text')).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.keyboard.type('Revise before Friday');
  await tool(page, 'No tool: read and select text').click();
  await expect(page.locator('.pdf-viewer .freeTextEditor')).toContainText('Revise before Friday');

  await expect
    .poll(async () => (await annotationsOf(request, noteId, token)).annotations.map(({ kind }) => kind).sort(), {
      timeout: 15_000,
    })
    .toEqual(['freetext', 'ink']);

  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await elsewhere.newPage();
  await useToken(other, token);
  await openNote(other, module.id);
  await expect(other.locator('.pdf-viewer .inkEditor')).toHaveCount(1);
  await expect(other.locator('.pdf-viewer .freeTextEditor')).toContainText('Revise before Friday');
  await elsewhere.close();
});

test('a picture added offline goes on the page and reaches the server when the connection is back', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { token, module, noteId } = await enrolledStudent(request, 'Offline Stamper', PHONE_PREFIX);
  await page.setViewportSize({ width: 390, height: 844 });
  await useToken(page, token);
  await openNote(page, module.id);
  const stamps = page.locator('.pdf-viewer .annotationEditorLayer .stampEditor canvas');
  const queued = () => page.evaluate((id) => window.localStorage.getItem(`padanam.annotationWrites.${id}`), noteId);
  const picture = await pngOf(page, 300, 200);

  await context.setOffline(true);
  await page.getByLabel('Picture to add', { exact: true }).setInputFiles({
    name: 'stamp.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await expect(stamps).toHaveCount(1);
  await expect(
    page.getByText('Your annotations are kept on this device and will be saved when you are back online.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/The picture was not added/)).toHaveCount(0);
  expect(await queued()).toContain('"devicePictureId"');
  expect((await annotationsOf(request, noteId, token)).annotations).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await annotationsOf(request, noteId, token)).annotations.map(({ kind }) => kind), {
      timeout: 15_000,
    })
    .toEqual(['stamp']);
  await expect.poll(queued).toBeNull();
  await expect(page.getByText(/kept on this device/)).toHaveCount(0);
  const [saved] = (await annotationsOf(request, noteId, token)).annotations as Array<
    TAnnotations['annotations'][number] & { imageId: number | null }
  >;
  expect(saved!.imageId).toEqual(expect.any(Number));
  const uploaded = await request.get(`/api/annotation-images/${saved!.imageId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(uploaded.status()).toBe(200);
  expect(pngSize(await uploaded.body())).toEqual(pngSize(picture));
});
