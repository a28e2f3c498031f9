/** Moments as students in India read them in a message: "26 Nov 2026, 10:00 am" (IST). */
const FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export function formatIndiaDateTime(epochMs: number): string {
  return FORMAT.format(new Date(epochMs));
}
