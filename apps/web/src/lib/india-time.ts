// Moments as students and staff in India read them: '25 Nov 2026, 11:30 am', in India's time
// whatever the device's zone.
import { madeOnFirstUse } from './made-on-first-use';

const indiaDateTime = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }),
);

export function formatIndiaDateTime(epochMs: number): string {
  return indiaDateTime().format(new Date(epochMs));
}
