// A doubt's status as students and tutors read it, in the language on screen (the contract's
// DOUBT_STATUS_LABELS are the spec's English names, which these repeat).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TDoubtStatus } from '@padanam/contract';

export const DOUBT_STATUS_TEXT: Readonly<Record<TDoubtStatus, MessageDescriptor>> = {
  open: msg`Waiting for a tutor`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};
