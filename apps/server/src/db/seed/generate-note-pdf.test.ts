import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { generateNotePdf, type NotePdfContent } from './generate-note-pdf.js';

const content: NotePdfContent = {
  paperTitle: 'Data Structures',
  paperType: 'Major',
  moduleNumber: 2,
  moduleTitle: 'Arrays, Stacks and Queues',
  description:
    'Arrays store elements in contiguous memory. Stacks and queues restrict where elements are added and removed.',
  sections: [
    {
      heading: 'Key terms',
      entries: [
        { title: 'Stack', text: 'A linear collection in which the last element added is the first removed (LIFO).' },
        { title: 'Queue', text: 'A linear collection in which the first element added is the first removed (FIFO).' },
      ],
    },
    {
      heading: 'Worked explanations',
      entries: Array.from({ length: 60 }, (_, index) => ({
        text: `Explanation ${index + 1}: pushing 3, 5 and 7 onto an empty stack and popping once returns 7, because the most recent push is on top.`,
      })),
    },
  ],
};

describe('generateNotePdf', () => {
  it('produces a PDF that pdf-lib reads back with a title page, an overview and the study pages', async () => {
    const bytes = await generateNotePdf(content);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

    const reloaded = await PDFDocument.load(bytes);
    expect(reloaded.getPageCount()).toBeGreaterThanOrEqual(4); // 60 explanations overflow one page
    const { width, height } = reloaded.getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(reloaded.getTitle()).toBe('Data Structures - Module 2: Arrays, Stacks and Queues');
  });

  it('has at least three pages even for a single short section', async () => {
    const bytes = await generateNotePdf({
      ...content,
      sections: [{ heading: 'Key terms', entries: [{ text: 'One line.' }] }],
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
  });

  it('is byte-for-byte repeatable', async () => {
    expect(Buffer.from(await generateNotePdf(content)).equals(Buffer.from(await generateNotePdf(content)))).toBe(true);
  });

  it('copes with characters outside the standard font and with words longer than a line', async () => {
    const bytes = await generateNotePdf({
      ...content,
      moduleTitle: 'Fees in ₹ and മലയാളം text',
      sections: [{ heading: 'Edge cases', entries: [{ text: `${'x'.repeat(400)} 2 ≤ 3 → √4 = 2` }] }],
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it('refuses a note without study text', async () => {
    await expect(generateNotePdf({ ...content, sections: [] })).rejects.toThrow(/at least one section/);
  });
});
