import { describe, expect, it } from 'vitest';
import { singleLineText } from './text.js';

describe('singleLineText', () => {
  const schema = singleLineText(10);

  it('takes ordinary text, Malayalam included, up to its length', () => {
    expect(schema.parse('Anu Joseph')).toBe('Anu Joseph');
    expect(schema.parse('അനു')).toBe('അനു');
    expect(schema.safeParse('a'.repeat(11)).success).toBe(false);
  });

  it.each(['a\u0000b', 'tab\there', 'line\nbreak', 'bell\u0007', 'del\u007f'])('refuses %j', (text) => {
    const result = schema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must not contain control characters');
  });
});
