import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone.js';

describe('maskPhone', () => {
  it('keeps the country code and the last four digits', () => {
    expect(maskPhone('+919000000001')).toBe('+91******0001');
  });
});
