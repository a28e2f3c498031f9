/** What the note viewer drew, as a journey checks it. */
import type { Page } from '@playwright/test';

/** The page on screen's drawing in pdf.js's viewer (one page at a time). */
export function pageCanvas(page: Page) {
  return page.locator('.pdf-viewer .pdfViewer .page .canvasWrapper canvas').first();
}

/** How many pixels of the canvas are not plain white: a drawn page has text on it. */
export function inkedPixels(page: Page) {
  return pageCanvas(page).evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200) inked += 1;
    }
    return inked;
  });
}
