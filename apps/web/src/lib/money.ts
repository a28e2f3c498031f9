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

/**
 * A paper's price and offer as the server sends them (rupees, `TPaper.price` / `listPrice`), in
 * paise for the helpers above. A change of unit only: the amounts are the server's.
 */
export function paperPricePaise(paper: { price: number; listPrice: number | null }): {
  pricePaise: number;
  listPricePaise: number | null;
} {
  return {
    pricePaise: Math.round(paper.price * 100),
    listPricePaise: paper.listPrice === null ? null : Math.round(paper.listPrice * 100),
  };
}
