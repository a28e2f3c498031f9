import { describe, expect, it, vi } from 'vitest';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code.js';

describe('generateOtpCode', () => {
  it('never uses Math.random and spans 000000-999999 as 6 zero-padded digits', () => {
    const random = vi.spyOn(Math, 'random');
    const codes = Array.from({ length: 20_000 }, generateOtpCode);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
    expect(codes.every((code) => /^[0-9]{6}$/.test(code))).toBe(true);
    const values = codes.map(Number);
    expect(Math.min(...values)).toBeLessThan(10_000);
    expect(Math.max(...values)).toBeGreaterThan(990_000);
    // About a tenth start with 0, which only zero-padding can produce.
    const leadingZero = codes.filter((code) => code.startsWith('0')).length / codes.length;
    expect(leadingZero).toBeGreaterThan(0.08);
    expect(leadingZero).toBeLessThan(0.12);
    expect(new Set(codes).size).toBeGreaterThan(19_000);
  });
});

describe('hashOtpCode', () => {
  it('is keyed and bound to the phone', () => {
    const hash = hashOtpCode('secret-a', '+919000000001', '123456');
    expect(hash).not.toContain('123456');
    expect(hash).not.toBe(hashOtpCode('secret-b', '+919000000001', '123456'));
    expect(hash).not.toBe(hashOtpCode('secret-a', '+919000000002', '123456'));
    expect(otpCodeMatches('secret-a', '+919000000001', '123456', hash)).toBe(true);
    expect(otpCodeMatches('secret-a', '+919000000001', '123457', hash)).toBe(false);
    expect(otpCodeMatches('secret-a', '+919000000002', '123456', hash)).toBe(false);
  });
});
