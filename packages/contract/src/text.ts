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

/** Several lines a person typed (a description); control characters other than line breaks refused. */
export function multiLineText(maxLength: number) {
  return (
    z
      .string()
      .max(maxLength, { error: `must be at most ${maxLength} characters` })
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .refine((text) => !/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/.test(text), {
        error: 'must not contain control characters',
      })
  );
}

/** A required one-line field (a title), trimmed; its message names the field. */
export function requiredLine(label: string, maxLength: number) {
  return singleLineText(maxLength)
    .min(1, { error: `${label} is required` })
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, { error: `${label} is required` });
}
