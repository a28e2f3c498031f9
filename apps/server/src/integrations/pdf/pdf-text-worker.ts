/**
 * The worker thread that reads PDFs for pdf-text-reader.ts. pdf.js lives only here: its legacy
 * build installs polyfills over built-ins (`JSON.stringify`, `JSON.parse`, `Array.prototype.push`,
 * `Function.prototype.toString` on Node 20), which in the server's own thread would slow every
 * reply. Each message is one PDF; the answer carries its id and either the pages or the reason.
 */
import { parentPort } from 'node:worker_threads';
import { readPdfPageTexts } from './pdf-page-text.js';
import type { PdfTextRequest, PdfTextAnswer } from './pdf-text-reader.js';

const port = parentPort;
if (!port) throw new Error('pdf-text-worker.ts runs as a worker thread (see pdf-text-reader.ts)');

port.on('message', ({ id, bytes }: PdfTextRequest) => {
  readPdfPageTexts(bytes).then(
    (pages) => port.postMessage({ id, pages } satisfies PdfTextAnswer),
    (error: unknown) =>
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PdfTextAnswer),
  );
});
