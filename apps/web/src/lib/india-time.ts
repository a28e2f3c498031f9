// Moments as students and staff in India read them: '25 Nov 2026, 11:30 am', in India's time
// whatever the device's zone.
const INDIA_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatIndiaDateTime(epochMs: number): string {
  return INDIA_DATE_TIME.format(new Date(epochMs));
}
