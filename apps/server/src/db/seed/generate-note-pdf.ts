/**
 * Renders a module's study notes as a real A4 PDF, so the note viewer, downloads and range
 * requests have genuine documents to serve in the demo. Output is byte-for-byte repeatable.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface NoteEntry {
  /** Printed in bold on its own line above the text, e.g. a glossary term. */
  title?: string;
  text: string;
}

export interface NoteSection {
  heading: string;
  entries: NoteEntry[];
}

export interface NotePdfContent {
  paperTitle: string;
  paperType: string;
  moduleNumber: number;
  moduleTitle: string;
  /** Printed on its own overview page. */
  description: string;
  /** Study text; the first section starts on the third page. */
  sections: NoteSection[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FOOTER_Y = 30;
const CONTENT_BOTTOM = 64;
const BODY_SIZE = 11;
const BODY_LEADING = 15.5;
const HEADING_SIZE = 16;
const FOOTER_SIZE = 9;
const ACCENT = rgb(0.09, 0.36, 0.55);
const MUTED = rgb(0.38, 0.4, 0.45);
const INK = rgb(0.1, 0.1, 0.12);
// A fixed date keeps the bytes identical between runs, which makes the notes cacheable and testable.
const DOCUMENT_DATE = new Date('2026-01-01T00:00:00.000Z');

// Standard PDF fonts only cover Windows-1252; these are the near misses worth spelling out.
const REPLACEMENTS: Record<string, string> = {
  '\u20b9': 'Rs.',
  '\u2212': '-',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u221a': 'sqrt',
  '\u03c0': 'pi',
  '\u03c3': 'sigma',
  '\u03bc': 'mu',
  '\u2248': '~',
};

function toEncodableText(text: string, supported: ReadonlySet<number>): string {
  const normalised = text.replace(/\s+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(normalised)) return normalised; // plain ASCII, the usual case
  let result = '';
  for (const char of normalised) {
    const code = char.codePointAt(0) ?? 0;
    result += supported.has(code) ? char : (REPLACEMENTS[char] ?? '?');
  }
  return result;
}

// Standard-font metrics never change, so word widths can be shared between documents.
const wordWidths = new Map<string, number>();
const WORD_WIDTH_CACHE_LIMIT = 50_000;

function measureWord(font: PDFFont, size: number, word: string): number {
  const key = `${font.name}|${size}|${word}`;
  let width = wordWidths.get(key);
  if (width === undefined) {
    width = font.widthOfTextAtSize(word, size);
    if (wordWidths.size >= WORD_WIDTH_CACHE_LIMIT) wordWidths.clear();
    wordWidths.set(key, width);
  }
  return width;
}

/**
 * Greedy word wrap; a word wider than the line is split across lines. Word widths are measured
 * once and summed, because measuring every growing candidate line made note generation slow.
 */
function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const measure = (word: string) => measureWord(font, size, word);
  const spaceWidth = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ').filter(Boolean)) {
    const wordWidth = measure(word);
    if (line && lineWidth + spaceWidth + wordWidth <= maxWidth) {
      line += ` ${word}`;
      lineWidth += spaceWidth + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    let restWidth = wordWidth;
    while (restWidth > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
      restWidth = font.widthOfTextAtSize(rest, size);
    }
    line = rest;
    lineWidth = restWidth;
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays out flowing text over as many pages as it needs, starting on a fresh page. */
class PageWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly encode: (text: string) => string,
  ) {
    this.page = this.newPage();
    this.y = this.top();
  }

  private top(): number {
    return A4[1] - MARGIN;
  }

  private newPage(): PDFPage {
    return this.doc.addPage(A4);
  }

  private ensureRoom(height: number): void {
    if (this.y - height >= CONTENT_BOTTOM) return;
    this.page = this.newPage();
    this.y = this.top();
  }

  startNewPage(): void {
    this.page = this.newPage();
    this.y = this.top();
  }

  heading(text: string): void {
    const lines = wrapText(this.encode(text), this.bold, HEADING_SIZE, A4[0] - 2 * MARGIN);
    this.ensureRoom(lines.length * (HEADING_SIZE + 6) + BODY_LEADING * 2);
    for (const line of lines) {
      this.y -= HEADING_SIZE;
      this.page.drawText(line, { x: MARGIN, y: this.y, size: HEADING_SIZE, font: this.bold, color: ACCENT });
      this.y -= 6;
    }
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.75,
      color: ACCENT,
    });
    this.y -= BODY_LEADING;
  }

  paragraph(text: string, font: PDFFont = this.regular): void {
    const lines = wrapText(this.encode(text), font, BODY_SIZE, A4[0] - 2 * MARGIN);
    while (lines.length > 0) {
      this.ensureRoom(BODY_LEADING);
      const fitting = Math.max(1, Math.floor((this.y - CONTENT_BOTTOM) / BODY_LEADING));
      const chunk = lines.splice(0, fitting);
      // One text object per page-sized chunk: far fewer PDF operators than one per line.
      this.page.drawText(chunk.join('\n'), {
        x: MARGIN,
        y: this.y - BODY_LEADING,
        size: BODY_SIZE,
        lineHeight: BODY_LEADING,
        font,
        color: INK,
      });
      this.y -= chunk.length * BODY_LEADING;
    }
    this.y -= BODY_LEADING / 2;
  }

  entry({ title, text }: NoteEntry): void {
    if (title) {
      // Keep a title together with at least the first line of its text.
      this.ensureRoom(BODY_LEADING * 2);
      this.y -= BODY_LEADING;
      this.page.drawText(this.encode(title), { x: MARGIN, y: this.y, size: BODY_SIZE, font: this.bold, color: INK });
    }
    this.paragraph(text);
  }
}

function drawTitlePage(
  page: PDFPage,
  content: NotePdfContent,
  regular: PDFFont,
  bold: PDFFont,
  encode: (text: string) => string,
): void {
  const [width, height] = A4;
  page.drawRectangle({ x: 0, y: height - 150, width, height: 150, color: ACCENT });
  page.drawText('PADANAM', { x: MARGIN, y: height - 70, size: 24, font: bold, color: rgb(1, 1, 1) });
  page.drawText('Study notes', { x: MARGIN, y: height - 100, size: 13, font: regular, color: rgb(0.85, 0.92, 0.97) });

  let y = height - 230;
  page.drawText(encode(`${content.paperType} paper`.toUpperCase()), {
    x: MARGIN,
    y,
    size: 11,
    font: bold,
    color: MUTED,
  });
  y -= 30;
  for (const line of wrapText(encode(content.paperTitle), bold, 22, width - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 22, font: bold, color: INK });
    y -= 28;
  }
  y -= 30;
  page.drawText(`Module ${content.moduleNumber}`, { x: MARGIN, y, size: 14, font: bold, color: ACCENT });
  y -= 34;
  for (const line of wrapText(encode(content.moduleTitle), bold, 28, width - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 28, font: bold, color: INK });
    y -= 36;
  }
}

function drawFooters(
  doc: PDFDocument,
  content: NotePdfContent,
  regular: PDFFont,
  encode: (text: string) => string,
): void {
  const pages = doc.getPages();
  const label = encode(`Padanam | ${content.paperTitle} | Module ${content.moduleNumber}`);
  pages.forEach((page, index) => {
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    page.drawText(label, { x: MARGIN, y: FOOTER_Y, size: FOOTER_SIZE, font: regular, color: MUTED });
    page.drawText(pageLabel, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(pageLabel, FOOTER_SIZE),
      y: FOOTER_Y,
      size: FOOTER_SIZE,
      font: regular,
      color: MUTED,
    });
  });
}

export async function generateNotePdf(content: NotePdfContent): Promise<Uint8Array> {
  if (content.sections.length === 0) throw new Error('A note needs at least one section of study text');

  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const encode = (text: string) => toEncodableText(text, supported);

  doc.setTitle(`${content.paperTitle} - Module ${content.moduleNumber}: ${content.moduleTitle}`);
  doc.setAuthor('Padanam');
  doc.setSubject(`${content.paperType} paper study notes`);
  doc.setCreator('Padanam');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-IN');
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);

  drawTitlePage(doc.addPage(A4), content, regular, bold, encode);
  const writer = new PageWriter(doc, regular, bold, encode);
  writer.heading('Overview');
  writer.paragraph(content.description);

  for (const [index, section] of content.sections.entries()) {
    if (index === 0) writer.startNewPage();
    writer.heading(section.heading);
    for (const entry of section.entries) writer.entry(entry);
  }

  drawFooters(doc, content, regular, encode);
  return doc.save({ useObjectStreams: false });
}
