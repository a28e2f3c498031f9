import { z } from 'zod';

/**
 * C0 control characters and DEL. PostgreSQL cannot store NUL in text at all (a 500 there, while
 * SQLite stores it), and no name, email, college or search a student types contains any of them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** One line of text a person typed, at most `maxLength` characters, with no control characters. */
export function singleLineText(maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .refine((text) => !CONTROL_CHARACTER.test(text), { error: 'must not contain control characters' });
}
