/** What the privacy notice says of itself: its version (the contract's) and whom to ask. */
import { PRIVACY_NOTICE_VERSION, type TPrivacyContact, type TPrivacyNotice } from '@padanam/contract';

export function createPrivacyNoticeService({ contact }: { contact: TPrivacyContact | null }) {
  function notice(): TPrivacyNotice {
    return { version: PRIVACY_NOTICE_VERSION, contact };
  }
  return { notice };
}

export type PrivacyNoticeService = ReturnType<typeof createPrivacyNoticeService>;
