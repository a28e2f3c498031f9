/** '+919000000001' → '+91******0001': how a phone number appears in a log line. */
export function maskPhone(e164: string): string {
  return e164.length <= 7
    ? '*'.repeat(e164.length)
    : `${e164.slice(0, 3)}${'*'.repeat(e164.length - 7)}${e164.slice(-4)}`;
}
