// A paper's status as staff read it, in the language on screen (the value stays the API's).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TPaperStatus } from '@padanam/contract';

export const PAPER_STATUS_TEXT: Record<TPaperStatus, MessageDescriptor> = {
  draft: msg`draft`,
  published: msg`published`,
  archived: msg`archived`,
};
