import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './fixed-window-limiter.js';

describe('FixedWindowLimiter', () => {
  it('allows the limit, refuses the next with the time left, and opens again after the window', () => {
    const limiter = new FixedWindowLimiter(2, 1000);
    expect(limiter.consume('a', 0).allowed).toBe(true);
    expect(limiter.consume('a', 100).allowed).toBe(true);
    expect(limiter.consume('a', 400)).toEqual({ allowed: false, retryAfterMs: 600 });
    expect(limiter.consume('b', 400).allowed).toBe(true);
    expect(limiter.consume('a', 1000).allowed).toBe(true);
  });
});
