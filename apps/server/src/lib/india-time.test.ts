import { describe, expect, it } from 'vitest';
import { indiaDate, indiaDateStart, indiaDayStart } from './india-time.js';

describe("India's day", () => {
  it('begins at 00:00 IST, which is 18:30 UTC the evening before', () => {
    const start = Date.UTC(2026, 10, 26, 18, 30);
    expect(indiaDayStart(start)).toBe(start);
    expect(indiaDayStart(start - 1)).toBe(start - 24 * 60 * 60 * 1000);
    expect(indiaDayStart(Date.UTC(2026, 10, 27, 18, 29, 59, 999))).toBe(start);
    expect(indiaDate(start)).toBe('2026-11-27');
    expect(indiaDate(start - 1)).toBe('2026-11-26');
  });

  it('reads a date back to the moment it began, and refuses one that does not exist', () => {
    expect(indiaDateStart('2026-11-27')).toBe(Date.UTC(2026, 10, 26, 18, 30));
    expect(indiaDateStart('2024-02-29')).toBe(Date.UTC(2024, 1, 28, 18, 30));
    expect(indiaDateStart('2026-02-29')).toBeNull();
    expect(indiaDateStart('2026-13-01')).toBeNull();
    expect(indiaDateStart('27-11-2026')).toBeNull();
  });
});
