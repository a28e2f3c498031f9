// An order's status as students and staff read it, in the language on screen (the contract's
// ORDER_STATUS_LABELS are the spec's English words, which these repeat; the value stays the API's).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TOrderStatus } from '@padanam/contract';

export const ORDER_STATUS_TEXT: Record<TOrderStatus, MessageDescriptor> = {
  awaiting_payment: msg`Awaiting payment`,
  paid: msg`Paid`,
  failed: msg`Payment failed`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
};
