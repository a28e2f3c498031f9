/**
 * "Correct my details" (DPDP Act 2023, s. 12): a new email address, proved by a code sent to it.
 * The address is stored as signup stores it (trimmed, lower-cased) and must pass signup's rule.
 */
import { z } from 'zod';
import { EMAIL_MESSAGE, isValidEmail, normaliseEmail } from './accounts-rules.js';
import { singleLineText } from './text.js';

const ZNewEmail = singleLineText(254).transform(normaliseEmail).refine(isValidEmail, { error: EMAIL_MESSAGE });

/** POST /api/me/email/code: the address a code goes to. */
export const ZEmailCodeRequest = z.object({ email: ZNewEmail });
export type TEmailCodeRequest = z.input<typeof ZEmailCodeRequest>;

/** PUT /api/me/email: the address and the code it received. */
export const ZEmailChangeConfirm = z.object({
  email: ZNewEmail,
  code: z.string({ error: 'Please enter complete OTP' }).regex(/^[0-9]{6}$/, 'Please enter complete OTP'),
});
export type TEmailChangeConfirm = z.input<typeof ZEmailChangeConfirm>;
