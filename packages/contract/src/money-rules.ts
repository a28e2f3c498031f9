/**
 * Money is stored and sent as whole paise, so no sum ever meets a binary fraction; people read
 * and type rupees. These two turn one into the other, the same way in the console and the server.
 */

/** The largest price the console accepts: ₹1,00,000. */
export const MAX_PRICE_PAISE = 10_000_000;

const RUPEES_TEXT = /^(0|[1-9][0-9]{0,5})(\.[0-9]{1,2})?$/;

/** "249", "249.5" or "249.50" → 24950; null for anything else (a sign, three decimals, letters). */
export function rupeesToPaise(text: string): number | null {
  const trimmed = text.trim();
  if (!RUPEES_TEXT.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return paise <= MAX_PRICE_PAISE ? paise : null;
}

/** 24950 → "249.50", 24900 → "249": how the console fills a price field. */
export function paiseToRupeesText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/** 24900 → "249.00": totals, receipts and order messages always show two decimals. */
export function paiseToRupeesFixed(paise: number): string {
  const rest = paise % 100;
  return `${Math.floor(paise / 100)}.${String(rest).padStart(2, '0')}`;
}
