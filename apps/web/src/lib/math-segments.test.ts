import { describe, expect, it } from 'vitest';
import { hasMath, splitMath } from './math-segments';

describe('splitMath', () => {
  it('leaves plain text, Malayalam included, as one text segment', () => {
    expect(splitMath('ഭരണഘടനയുടെ ആമുഖം ഏത്?')).toEqual([{ kind: 'text', text: 'ഭരണഘടനയുടെ ആമുഖം ഏത്?' }]);
    expect(hasMath('No math here')).toBe(false);
  });

  it('finds inline math in dollars and in \\( \\)', () => {
    expect(splitMath('Solve $x^2 = 4$ now')).toEqual([
      { kind: 'text', text: 'Solve ' },
      { kind: 'math', tex: 'x^2 = 4', display: false },
      { kind: 'text', text: ' now' },
    ]);
    expect(splitMath('Area \\(\\pi r^2\\).')).toEqual([
      { kind: 'text', text: 'Area ' },
      { kind: 'math', tex: '\\pi r^2', display: false },
      { kind: 'text', text: '.' },
    ]);
  });

  it('finds display math in double dollars and in \\[ \\]', () => {
    expect(splitMath('$$\\frac{a}{b}$$')).toEqual([{ kind: 'math', tex: '\\frac{a}{b}', display: true }]);
    expect(splitMath('Sum: \\[\\sum_{i=1}^n i\\]')).toEqual([
      { kind: 'text', text: 'Sum: ' },
      { kind: 'math', tex: '\\sum_{i=1}^n i', display: true },
    ]);
  });

  it('keeps money, escaped dollars and unclosed math as text', () => {
    expect(splitMath('It costs $ 5 or $ 6')).toEqual([{ kind: 'text', text: 'It costs $ 5 or $ 6' }]);
    expect(splitMath('Pay \\$5 and \\$6')).toEqual([{ kind: 'text', text: 'Pay $5 and $6' }]);
    expect(splitMath('Half $x open')).toEqual([{ kind: 'text', text: 'Half $x open' }]);
    expect(splitMath('Empty $$ here')).toEqual([{ kind: 'text', text: 'Empty $$ here' }]);
  });

  it('reads several pieces of math in one text', () => {
    const segments = splitMath('If $a=1$ and $b=2$ then $$a+b=3$$');
    expect(segments.filter((segment) => segment.kind === 'math')).toHaveLength(3);
    expect(hasMath('If $a=1$')).toBe(true);
  });
});
