/**
 * Cuts a question's text into plain text and LaTeX, the way teachers write math in Moodle and
 * in our import files: `$…$` or `\(…\)` inline, `$$…$$` or `\[…\]` on a line of its own. A `$`
 * only opens math when the next character is not a space and closes only after a non-space
 * (so "₹5 or $ 3" stays text); `\$` is a literal dollar sign. Anything unclosed stays text.
 */
export type MathSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

interface Delimiter {
  open: string;
  close: string;
  display: boolean;
}

// Longer openers first, so `$$` is not read as an empty `$…$`.
const DELIMITERS: Delimiter[] = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
  { open: '$', close: '$', display: false },
];

/** Where `close` ends the math that began at `from`, or -1. */
function closingIndex(text: string, from: number, delimiter: Delimiter): number {
  let index = from;
  while (index < text.length) {
    const found = text.indexOf(delimiter.close, index);
    if (found === -1) return -1;
    const escaped = text[found - 1] === '\\';
    const isSingleDollar = delimiter.open === '$';
    if (!escaped && !(isSingleDollar && /\s/.test(text[found - 1] ?? ''))) return found;
    index = found + 1;
  }
  return -1;
}

export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let plain = '';
  let index = 0;
  const pushPlain = () => {
    if (plain !== '') segments.push({ kind: 'text', text: plain });
    plain = '';
  };
  while (index < text.length) {
    if (text.startsWith('\\$', index)) {
      plain += '$';
      index += 2;
      continue;
    }
    const delimiter = DELIMITERS.find((candidate) => text.startsWith(candidate.open, index));
    const start = index + (delimiter?.open.length ?? 0);
    const opensMath = delimiter && start < text.length && !(delimiter.open === '$' && /\s/.test(text[start] ?? ''));
    const end = opensMath ? closingIndex(text, start, delimiter) : -1;
    if (delimiter && end > start) {
      pushPlain();
      segments.push({ kind: 'math', tex: text.slice(start, end), display: delimiter.display });
      index = end + delimiter.close.length;
      continue;
    }
    plain += text[index];
    index += 1;
  }
  pushPlain();
  return segments;
}

/** Whether the text has any math for KaTeX to draw (plain text never loads it). */
export function hasMath(text: string): boolean {
  return splitMath(text).some((segment) => segment.kind === 'math');
}
