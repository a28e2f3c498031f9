// An id taken from the address (`?doubt=12`, `?note=3&page=4`): a positive whole number the server
// could hold, or null for anything else, so a mistyped or tampered address opens the plain screen.

const POSITIVE_WHOLE_NUMBER = /^[1-9][0-9]{0,9}$/;

export function readIdParam(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !POSITIVE_WHOLE_NUMBER.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
