import { describe, expect, it } from 'vitest';
import { startPage } from './start-page';

describe('startPage', () => {
  it('opens a linked page first, then where the student stopped, then page 1', () => {
    expect(startPage({ linkedPage: 3, lastPage: 7, pageCount: 10 })).toBe(3);
    expect(startPage({ linkedPage: undefined, lastPage: 7, pageCount: 10 })).toBe(7);
    expect(startPage({ linkedPage: undefined, lastPage: null, pageCount: 10 })).toBe(1);
    expect(startPage({ linkedPage: undefined, lastPage: undefined, pageCount: 10 })).toBe(1);
  });

  it('never opens past the end (a note replaced by a shorter one)', () => {
    expect(startPage({ linkedPage: 40, lastPage: null, pageCount: 12 })).toBe(12);
    expect(startPage({ linkedPage: undefined, lastPage: 30, pageCount: 12 })).toBe(12);
  });
});
