/**
 * Writes a ZIP to a file on the local disk as its entries arrive (fflate's streaming Zip): a
 * JSON file is compressed from memory, a stored file is copied from its stream chunk by chunk,
 * waiting whenever the disk falls behind, so a large upload is never held in memory whole.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipFileWriter {
  /** A file of text (compressed). */
  addText(name: string, text: string): Promise<void>;
  /** A file of bytes read from a stream (stored as they are: pictures and PDFs are compressed already). */
  addStream(name: string, chunks: AsyncIterable<Uint8Array>): Promise<void>;
  /** Ends the ZIP; resolves once the file is complete on disk. */
  close(): Promise<void>;
  /** Stops writing after a failure; the caller deletes the file. */
  abort(): void;
}

export function createZipFileWriter(path: string): ZipFileWriter {
  const out: WriteStream = createWriteStream(path);
  let failure: Error | null = null;
  out.on('error', (error) => {
    failure ??= error;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure ??= error;
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });

  async function drained() {
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  }

  return {
    async addText(name, text) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(new TextEncoder().encode(text), true);
      await drained();
    },
    async addStream(name, chunks) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of chunks) {
        entry.push(chunk);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
      await drained();
    },
    async close() {
      zip.end();
      await finished(out);
      if (failure) throw failure;
    },
    abort() {
      zip.terminate();
      out.destroy();
    },
  };
}
