/**
 * pdf.js reads in a worker thread: a PDF's pages come back as text, a file it cannot open and a
 * worker that dies reject the read (the note is then marked failed), the server's thread carries on
 * and the next read starts a new worker; close ends the worker.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createPdfTextReader } from './pdf-text-reader.js';

async function pdfWithPages(...texts: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of texts) document.addPage().drawText(text, { x: 50, y: 700, font, size: 12 });
  return document.save();
}

describe('the PDF text reader', { timeout: 90_000 }, () => {
  it('reads each page in a worker, rejects a file pdf.js cannot open, and keeps reading after it', async () => {
    const reader = createPdfTextReader();
    try {
      expect(await reader.readPageTexts(await pdfWithPages('First page', 'Second  page'))).toEqual([
        'First page',
        'Second page',
      ]);
      await expect(reader.readPageTexts(new TextEncoder().encode('%PDF-1.4 not really'))).rejects.toThrow();
      expect(await reader.readPageTexts(await pdfWithPages('Still reading'))).toEqual(['Still reading']);
    } finally {
      await reader.close();
    }
  });

  it('rejects the reads of a worker that dies (here: out of memory) and starts a new one for the next', async () => {
    const bytes = await pdfWithPages('Too big for the heap');
    // A heap far too small for pdf.js: the worker is ended by V8 as it loads, not the test's process.
    // Not smaller: on Node 24 a heap of 2 MB cannot even start the thread, and V8 ends the process.
    const starved = createPdfTextReader({ resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1 } });
    try {
      await expect(starved.readPageTexts(bytes)).rejects.toThrow();
      await expect(starved.readPageTexts(bytes)).rejects.toThrow();
    } finally {
      await starved.close();
    }
    const reader = createPdfTextReader();
    try {
      expect(await reader.readPageTexts(bytes)).toEqual(['Too big for the heap']);
    } finally {
      await reader.close();
    }
  });

  it('ends the worker on close: a read in hand rejects', async () => {
    const reader = createPdfTextReader();
    const reading = reader.readPageTexts(await pdfWithPages('Never finished'));
    await reader.close();
    await expect(reading).rejects.toThrow(/stopped/);
  });
});
