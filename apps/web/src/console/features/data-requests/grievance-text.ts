// A grievance's status and category as staff read them, in the language on screen.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TGrievanceCategory, TGrievanceStatus } from '@padanam/contract';

export const STATUS_TEXT: Record<TGrievanceStatus, MessageDescriptor> = {
  open: msg`Open`,
  in_progress: msg`In progress`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};

export const CATEGORY_TEXT: Record<TGrievanceCategory, MessageDescriptor> = {
  access: msg`Access to their data`,
  correction: msg`Correction`,
  erasure: msg`Erasure`,
  consent: msg`Consent`,
  other: msg`Other`,
};
