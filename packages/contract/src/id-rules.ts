/**
 * Every id column is a 32-bit integer on PostgreSQL (SQLite's are wider): one range for every
 * id, wherever it arrives, so no id can reach the database that the database would refuse.
 * Free of zod, like the other *-rules files, so the browser can use it too.
 */
export const MAX_ID = 2_147_483_647;

/** An id as written in a URL or a JSON key: digits only, no sign, no leading zero, no spaces. */
export const ID_TEXT_PATTERN = /^[1-9][0-9]{0,9}$/;

/** Whether `text` is an id written the one canonical way, within range. */
export function isIdText(text: string): boolean {
  return ID_TEXT_PATTERN.test(text) && Number(text) <= MAX_ID;
}
