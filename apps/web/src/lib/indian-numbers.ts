// Whole numbers as India writes them: 1,23,45,678 (the last three digits, then pairs). Written
// here rather than with Intl.NumberFormat because the first Intl formatter a tab builds loads the
// locale's data: about 40 ms of main thread on a 2-core server, four times that on the phone
// Lighthouse emulates, in the middle of Home's first render. The tests hold it to Intl's en-IN.

/** `n` rounded to a whole number (halves away from zero, as Intl does) in Indian grouping. */
export function formatIndianNumber(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  const digits = String(Math.round(Math.abs(n)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest === '' ? lastThree : `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}`;
  return n < 0 && digits !== '0' ? `-${grouped}` : grouped;
}
