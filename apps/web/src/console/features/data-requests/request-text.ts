// The states of data exports, account deletions and parental consents as staff read them, in the
// language on screen.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TDataExportStatus, TErasureState, TParentalConsentKind } from '@padanam/contract';

export const EXPORT_STATUS_TEXT: Record<TDataExportStatus, MessageDescriptor> = {
  queued: msg`Waiting`,
  building: msg`Being prepared`,
  ready: msg`Ready`,
  downloaded: msg`Downloaded`,
  expired: msg`Expired`,
  failed: msg`Failed`,
};

export const ERASURE_STATE_TEXT: Record<TErasureState, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  erased: msg`Deleted`,
};

export const CONSENT_KIND_TEXT: Record<TParentalConsentKind, MessageDescriptor> = {
  parent: msg`Parent's consent`,
  exempt: msg`Exempt`,
};
