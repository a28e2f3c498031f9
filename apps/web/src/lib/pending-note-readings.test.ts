import { afterEach, describe, expect, it } from 'vitest';
import {
  addPendingReading,
  forgetPendingReadings,
  mergeReadings,
  readPendingReading,
  settlePendingReading,
  withoutSent,
} from './pending-note-readings';

afterEach(() => window.localStorage.clear());

describe('pending note readings', () => {
  it('merges reports: the later page, every page seen once, in order', () => {
    const merged = mergeReadings(
      { page: 2, pageCount: 9, pagesSeen: [1, 2] },
      { page: 5, pageCount: 9, pagesSeen: [5, 2] },
    );
    expect(merged).toEqual({ page: 5, pageCount: 9, pagesSeen: [1, 2, 5] });
    expect(mergeReadings(null, { page: 1, pageCount: 3, pagesSeen: [] })).toEqual({
      page: 1,
      pageCount: 3,
      pagesSeen: [],
    });
  });

  it('keeps only what happened after a report was sent', () => {
    const sent = { page: 3, pageCount: 9, pagesSeen: [1, 2, 3] };
    expect(withoutSent(sent, sent)).toBeNull();
    expect(withoutSent({ page: 4, pageCount: 9, pagesSeen: [1, 2, 3, 4] }, sent)).toEqual({
      page: 4,
      pageCount: 9,
      pagesSeen: [4],
    });
    // Moved back to a page already reported: the place is still news.
    expect(withoutSent({ page: 1, pageCount: 9, pagesSeen: [1, 2, 3] }, sent)).toEqual({
      page: 1,
      pageCount: 9,
      pagesSeen: [],
    });
  });

  it('survives a reload per note, and is settled by what the server accepted', () => {
    addPendingReading(7, { page: 2, pageCount: 4, pagesSeen: [1] });
    addPendingReading(7, { page: 3, pageCount: 4, pagesSeen: [2] });
    addPendingReading(8, { page: 1, pageCount: 2, pagesSeen: [] });
    expect(readPendingReading(7)).toEqual({ page: 3, pageCount: 4, pagesSeen: [1, 2] });

    settlePendingReading(7, { page: 3, pageCount: 4, pagesSeen: [1, 2] });
    expect(readPendingReading(7)).toBeNull();
    expect(readPendingReading(8)).not.toBeNull();
  });

  it('is forgotten for every note at once (a change of person)', () => {
    addPendingReading(7, { page: 2, pageCount: 4, pagesSeen: [1] });
    addPendingReading(8, { page: 1, pageCount: 2, pagesSeen: [] });
    window.localStorage.setItem('authToken', 'kept');
    forgetPendingReadings();
    expect(readPendingReading(7)).toBeNull();
    expect(readPendingReading(8)).toBeNull();
    expect(window.localStorage.getItem('authToken')).toBe('kept');
  });
});
