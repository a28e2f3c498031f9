// How a grievance reads: its category and status in words, in the language on screen.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TGrievanceCategory, TGrievanceStatus } from '@padanam/contract';

export const GRIEVANCE_CATEGORY_LABELS: Record<TGrievanceCategory, MessageDescriptor> = {
  access: msg`Seeing the data you hold about me`,
  correction: msg`Correcting my data`,
  erasure: msg`Erasing my data`,
  consent: msg`My consent`,
  other: msg`Something else`,
};

export const GRIEVANCE_STATUS_LABELS: Record<TGrievanceStatus, MessageDescriptor> = {
  open: msg`Received`,
  in_progress: msg`Being looked into`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};
