// A paper's status as staff read it beside its title, in the language on screen (the value stays
// the API's: 'draft', 'published', 'archived').
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TPaperStatus } from '@padanam/contract';

export const PAPER_STATUS_LABELS: Record<TPaperStatus, MessageDescriptor> = {
  draft: msg`draft`,
  published: msg`published`,
  archived: msg`archived`,
};
