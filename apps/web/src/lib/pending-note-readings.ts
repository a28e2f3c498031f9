// Reading reports the server has not accepted yet (no connection, a failed call), note by note:
// the page on screen and the pages seen since the last accepted report. Kept in localStorage so a
// reload while offline loses nothing, and sent when the connection is back; a change of person
// drops them (auth-token.ts), as it drops everything else kept for the student.
import type { TNoteReadingUpdate } from '@padanam/contract';

const STORAGE_PREFIX = 'padanam.noteReading.';

export type TPendingReading = TNoteReadingUpdate;

/** Two reports as one: the later page and page count, every page seen in either. */
export function mergeReadings(earlier: TPendingReading | null, later: TPendingReading): TPendingReading {
  const pagesSeen = new Set([...(earlier?.pagesSeen ?? []), ...later.pagesSeen]);
  return { ...later, pagesSeen: [...pagesSeen].sort((a, b) => a - b) };
}

/** What is still to send once `sent` was accepted: null when nothing new happened meanwhile. */
export function withoutSent(pending: TPendingReading, sent: TPendingReading): TPendingReading | null {
  const sentPages = new Set(sent.pagesSeen);
  const pagesSeen = pending.pagesSeen.filter((page) => !sentPages.has(page));
  const isSamePlace = pending.page === sent.page && pending.pageCount === sent.pageCount;
  return isSamePlace && pagesSeen.length === 0 ? null : { ...pending, pagesSeen };
}

export function readPendingReading(noteId: number): TPendingReading | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_PREFIX + noteId);
    return stored ? (JSON.parse(stored) as TPendingReading) : null;
  } catch {
    return null;
  }
}

function writePendingReading(noteId: number, reading: TPendingReading | null): void {
  try {
    if (reading) window.localStorage.setItem(STORAGE_PREFIX + noteId, JSON.stringify(reading));
    else window.localStorage.removeItem(STORAGE_PREFIX + noteId);
  } catch {
    // Storage refused (private mode, full): the report is sent from memory only.
  }
}

export function addPendingReading(noteId: number, report: TPendingReading): TPendingReading {
  const merged = mergeReadings(readPendingReading(noteId), report);
  writePendingReading(noteId, merged);
  return merged;
}

export function settlePendingReading(noteId: number, sent: TPendingReading): void {
  const pending = readPendingReading(noteId);
  writePendingReading(noteId, pending ? withoutSent(pending, sent) : null);
}

export function forgetPendingReadings(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) if (key?.startsWith(STORAGE_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
