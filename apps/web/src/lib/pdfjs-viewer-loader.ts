// Loads pdf.js's viewer components (the page view with its text layer, the find controller, the
// annotation editors) on first use, after pdf.js itself: the components read the library from
// `globalThis.pdfjsLib` when their module is evaluated. Their stylesheet (the text layer that makes
// find and highlight line up with the drawn words) comes with them.
import type * as PdfjsViewer from 'pdfjs-dist/web/pdf_viewer.mjs';
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
