/**
 * A student's erasure of their account (DPDP Act 2023, s. 12): asked for with an SMS code to
 * their own phone, carried out after a grace period in which a login cancels it.
 */
import { z } from 'zod';

export const ZErasureConfirm = z.object({
  code: z.string({ error: 'Please enter complete OTP' }).regex(/^[0-9]{6}$/, 'Please enter complete OTP'),
});
export type TErasureConfirm = z.infer<typeof ZErasureConfirm>;

/** The erasure scheduled for the account, or null when none is. */
export const ZErasureStatus = z.object({ scheduledFor: z.number().int() }).nullable();
export type TErasureStatus = z.infer<typeof ZErasureStatus>;
