import { describe, expect, it } from 'vitest';
import { MAX_PRICE_PAISE, paiseToRupeesText, rupeesToPaise, paiseToRupeesFixed } from './money-rules.js';

describe('rupeesToPaise', () => {
  it.each([
    ['249', 24900],
    ['249.5', 24950],
    ['249.50', 24950],
    [' 69 ', 6900],
    ['0', 0],
    ['0.05', 5],
    ['100000', MAX_PRICE_PAISE],
  ])('reads %j as %i paise', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it.each(['', '-5', '+5', '2.505', '1e3', '०९', '12,000', '069', '100000.01', '1000000', '₹69'])(
    'refuses %j',
    (text) => {
      expect(rupeesToPaise(text)).toBeNull();
    },
  );
});

describe('paiseToRupeesText', () => {
  it('writes whole rupees without decimals and the rest with two', () => {
    expect(paiseToRupeesText(24900)).toBe('249');
    expect(paiseToRupeesText(24950)).toBe('249.50');
    expect(paiseToRupeesText(5)).toBe('0.05');
  });

  it('round-trips with rupeesToPaise', () => {
    for (const paise of [0, 1, 99, 100, 6900, 13999, MAX_PRICE_PAISE])
      expect(rupeesToPaise(paiseToRupeesText(paise))).toBe(paise);
  });

  it('prints totals with two decimals', () => {
    expect(paiseToRupeesFixed(24900)).toBe('249.00');
    expect(paiseToRupeesFixed(31805)).toBe('318.05');
    expect(paiseToRupeesFixed(0)).toBe('0.00');
  });
});
