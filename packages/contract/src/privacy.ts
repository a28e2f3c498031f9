/**
 * The privacy notice every student agrees to (India's DPDP Act 2023): its version is kept here
 * only, so the signup form, the server's consent records and the "agree again" check all read the
 * same one. A change to what the notice says is a new version, and students are asked again.
 */
import { z } from 'zod';

export const PRIVACY_NOTICE_VERSION = '2026-12-04';

export const ZPrivacyContact = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TPrivacyContact = z.infer<typeof ZPrivacyContact>;

export const ZPrivacyNotice = z.object({
  version: z.string(),
  /** Whom to ask about one's data; null when this installation has not named anyone yet. */
  contact: ZPrivacyContact.nullable(),
});
export type TPrivacyNotice = z.infer<typeof ZPrivacyNotice>;
