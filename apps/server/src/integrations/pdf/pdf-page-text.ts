/**
 * The text of each page of a PDF, for the study assistant's search: pdf.js (the same library the
 * note viewer draws with) reads the text runs of every page; runs are joined as the PDF lays them
 * out (a run that ends a line ends it here too) and white space is tidied. A scanned page has no
 * text runs and comes back empty. Fonts, scripts and pdf.js's own worker are not needed for text.
 * Loaded only by pdf-text-worker.ts, never by the server's thread (see pdf-text-reader.ts).
 */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

function tidy(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function readPdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // Marked-content entries (structure tags) carry no text.
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      pages.push(tidy(text));
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
