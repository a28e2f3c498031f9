/**
 * Reads the text of each page of a PDF (pdf-page-text.ts) in a worker thread, so pdf.js is never
 * loaded into the server's thread (its polyfills would replace built-ins there, see
 * pdf-text-worker.ts) and its CPU stays off the event loop while students sit a test. One worker,
 * started on the first read, takes one PDF at a time. A PDF pdf.js cannot open rejects; so does
 * every read in hand when the worker dies (out of memory, a crash), and the next read starts a new
 * worker. `close()` ends the worker (at shutdown).
 */
import { type ResourceLimits, Worker } from 'node:worker_threads';

export interface PdfTextRequest {
  id: number;
  bytes: Uint8Array;
}
export type PdfTextAnswer = { id: number; pages: string[] } | { id: number; error: string };

export interface PdfTextReader {
  /** The text of each page, tidied; a page without text (a scan) is ''. Rejects for a file it cannot read. */
  readPageTexts(bytes: Uint8Array): Promise<string[]>;
  /** Ends the worker; reads still in hand reject. */
  close(): Promise<void>;
}

export interface PdfTextReaderOptions {
  /** The worker's heap limits; a PDF that needs more ends the worker, not the server. */
  resourceLimits?: ResourceLimits;
}

/**
 * From the build, the compiled worker beside this file. From source (tsx, vitest) the .ts file,
 * through tsx's loader registered in the worker first (Node 20 does not apply a loader given to
 * the worker as `--import`).
 */
function startWorker(options: PdfTextReaderOptions): Worker {
  const resourceLimits = options.resourceLimits;
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pdf-text-worker.js', import.meta.url), { resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./pdf-text-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

export function createPdfTextReader(options: PdfTextReaderOptions = {}): PdfTextReader {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (pages: string[]) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function start(): Worker {
    const started = startWorker(options);
    started.on('message', (answer: PdfTextAnswer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if ('pages' in answer) waiting.resolve(answer.pages);
      else waiting.reject(new Error(answer.error));
      // An idle worker does not keep the process alive.
      if (pending.size === 0) started.unref();
    });
    // An uncaught error or running out of memory ends the worker: fail its reads, keep the server.
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the PDF text worker stopped (exit code ${code})`));
    });
    return started;
  }

  return {
    readPageTexts(bytes) {
      worker ??= start();
      const target = worker;
      const id = nextId++;
      return new Promise<string[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.ref();
        // The bytes are copied (not transferred): the caller may still hold them.
        target.postMessage({ id, bytes } satisfies PdfTextRequest);
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      if (stopping) await stopping.terminate();
    },
  };
}
