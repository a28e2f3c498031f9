// How the console writes money and times.
import { paiseToRupeesText } from '@padanam/contract';

export function formatRupees(paise: number | null): string {
  return paise === null ? '—' : `₹${paiseToRupeesText(paise)}`;
}

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export function formatTime(epochMs: number): string {
  return DATE_TIME.format(new Date(epochMs));
}

/** "1 note", "3 notes". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
