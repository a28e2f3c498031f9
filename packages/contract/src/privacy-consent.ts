/**
 * Consent on record (DPDP Act 2023 and DPDP Rules 2025): agreeing to the privacy notice, the
 * optional purposes a student chooses (each off until chosen), a child's signup with a parent's
 * consent, and the college's exemption as an educational institution.
 */
import { z } from 'zod';
import { ZCountryCode } from './accounts.js';
import { isValidPhone, PHONE_MESSAGE } from './accounts-rules.js';
import { singleLineText } from './text.js';

/** Optional purposes: each a separate choice, off until the student turns it on. */
export const CONSENT_PURPOSES = ['push', 'leaderboard_name', 'marketing_sms'] as const;
export const ZConsentPurpose = z.enum(CONSENT_PURPOSES, {
  error: `must be one of ${CONSENT_PURPOSES.join(', ')}`,
});
export type TConsentPurpose = z.infer<typeof ZConsentPurpose>;
export const ZConsentPurposeParams = z.object({ purpose: ZConsentPurpose });

export const ZConsentChoice = z.object({
  purpose: ZConsentPurpose,
  given: z.boolean(),
  /** When the choice was last changed; null while never made (off). */
  changedAt: z.number().int().nullable(),
});
export type TConsentChoice = z.infer<typeof ZConsentChoice>;
export const ZConsentChoices = z.object({ choices: z.array(ZConsentChoice) });
export type TConsentChoices = z.infer<typeof ZConsentChoices>;

export const ZConsentUpdate = z.object({ given: z.boolean({ error: 'must be true or false' }) });
export type TConsentUpdate = z.infer<typeof ZConsentUpdate>;

/** "I agree" to the privacy notice of this version (asked again when the notice changes). */
export const ZNoticeAgreement = z.object({ version: singleLineText(40) });
export type TNoticeAgreement = z.infer<typeof ZNoticeAgreement>;

/** A code to the parent's phone, for a child's signup; the student's own number must differ. */
export const ZParentCodeRequest = z
  .object({
    countryCode: ZCountryCode,
    phone: z.string({ error: PHONE_MESSAGE }),
    /** The student's own phone as typed on the form (+91). */
    studentPhone: singleLineText(20),
  })
  .superRefine((value, context) => {
    if (!isValidPhone(value.countryCode, value.phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGE });
    }
  });
export type TParentCodeRequest = z.infer<typeof ZParentCodeRequest>;

/** Whether a child's signup needs a parent's consent (not when the college is exempt). */
export const ZMinorSignupRule = z.object({ parentConsentRequired: z.boolean() });
export type TMinorSignupRule = z.infer<typeof ZMinorSignupRule>;

export const ZPrivacySettings = z.object({ educationalInstitutionExempt: z.boolean() });
export type TPrivacySettings = z.infer<typeof ZPrivacySettings>;
