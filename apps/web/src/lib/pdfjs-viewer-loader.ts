// Loads pdf.js's viewer components (the page view with its text layer, the find controller, the
// annotation editors) on first use, after pdf.js itself: the components read the library from
// `globalThis.pdfjsLib` when their module is evaluated. Their stylesheet (the text layer that makes
// find and highlight line up with the drawn words) comes with them.
import type * as PdfjsViewer from 'pdfjs-dist/web/pdf_viewer.mjs';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { loadPdfjs } from './pdfjs-loader';

type TPdfjsViewer = typeof PdfjsViewer;

declare global {
  var pdfjsLib: Awaited<ReturnType<typeof loadPdfjs>> | undefined;
}

let viewerPromise: Promise<TPdfjsViewer> | null = null;

export function loadPdfjsViewer(): Promise<TPdfjsViewer> {
  viewerPromise ??= loadPdfjs()
    .then(async (pdfjs) => {
      globalThis.pdfjsLib = pdfjs;
      const [viewer] = await Promise.all([
        import('pdfjs-dist/web/pdf_viewer.mjs'),
        import('pdfjs-dist/web/pdf_viewer.css'),
      ]);
      return viewer;
    })
    .catch((error: unknown) => {
      // A failed download (a flaky connection) may succeed when the student tries again.
      viewerPromise = null;
      throw error;
    });
  return viewerPromise;
}

/**
 * Fetches the note viewer's code now (pdf.js, its viewer components and their stylesheet, the
 * worker), so the service worker keeps them (hashed assets are kept once used) and a downloaded
 * note opens with no connection. The character maps and standard fonts are fetched by a document
 * that needs them, and kept the same way.
 */
export async function warmNoteViewer(): Promise<void> {
  await loadPdfjsViewer();
  const response = await fetch(workerUrl);
  await response.arrayBuffer();
}
