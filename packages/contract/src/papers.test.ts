import { describe, expect, it } from 'vitest';
import { ZIdParams } from './ids.js';
import { ZPaperListQuery } from './papers.js';

describe('ZPaperListQuery', () => {
  it.each(['Major', 'Minor', 'Common', 'MDC'])('accepts %s', (type) => {
    expect(ZPaperListQuery.parse({ type })).toEqual({ type });
  });

  it('refuses other types with a message listing the choices', () => {
    const result = ZPaperListQuery.safeParse({ type: 'major' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be one of Major, Minor, Common, MDC');
  });
});

describe('ZIdParams', () => {
  it('coerces a path segment to a positive integer', () => {
    expect(ZIdParams.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it.each(['0', '-1', '2.5', 'abc', ''])('refuses %j', (id) => {
    const result = ZIdParams.safeParse({ id });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be a positive whole number');
  });
});
