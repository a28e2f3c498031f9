// Loads pdf.js on first use, so its code is a chunk of its own that downloads while the module
// details load (the note viewer), or when a module is downloaded for offline study
// (pdfjs-viewer-loader.ts warmNoteViewer). The worker, character maps, standard fonts and the
// JPEG 2000 fallback all come from our own origin (the CSP allows nothing else): the worker is
// bundled by Vite, the rest is copied to /pdfjs/ by the build (see vite.config.ts).
import type * as Pdfjs from 'pdfjs-dist';
import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type TPdfjs = typeof Pdfjs;

let pdfjsPromise: Promise<TPdfjs> | null = null;

export function loadPdfjs(): Promise<TPdfjs> {
  pdfjsPromise ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (error: unknown) => {
      // A failed download (say a flaky connection) may succeed when the student tries again.
      pdfjsPromise = null;
      throw error;
    },
  );
  return pdfjsPromise;
}

/** pdf.js hands these to its worker, which resolves relative URLs against its own script: make them absolute. */
function ownAssetUrl(directory: string): string {
  return new URL(`pdfjs/${directory}/`, document.baseURI).href;
}

/**
 * The document's load options. The bearer token goes only to our own origin. Eval and
 * WebAssembly are switched off because the CSP forbids both (pdf.js then uses its plain
 * JavaScript paths instead of logging violations).
 */
export function documentParams(fileUrl: string, token: string | null): DocumentInitParameters {
  const url = new URL(fileUrl, document.baseURI);
  const isOwnOrigin = url.origin === window.location.origin;
  return {
    url: url.href,
    httpHeaders: token && isOwnOrigin ? { Authorization: `Bearer ${token}` } : undefined,
    cMapUrl: ownAssetUrl('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: ownAssetUrl('standard_fonts'),
    wasmUrl: ownAssetUrl('wasm'),
    useWasm: false,
    isEvalSupported: false,
  };
}
