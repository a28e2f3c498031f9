// Prices as students read them. Amounts come from the server in paise; nothing here computes one.
import { paiseToRupeesFixed, paiseToRupeesText } from '@padanam/contract';

/** A price on a card or plan: ₹249, ₹69.50. */
export function formatPrice(paise: number): string {
  return `₹${paiseToRupeesText(paise)}`;
}

/** A total, a line of an order or a receipt: always two decimals (spec "cart ... with 2 decimals"). */
export function formatAmount(paise: number): string {
  return `₹${paiseToRupeesFixed(paise)}`;
}
