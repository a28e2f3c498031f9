// How an order reads: its status in words, its lines by name and its dates in India's time. The
// words are in the language of the screen (the contract's English labels are the spec's texts).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { TOrder, TOrderLine, TOrderStatus } from '@padanam/contract';

const ORDER_STATUS_LABELS: Record<TOrderStatus, MessageDescriptor> = {
  awaiting_payment: msg`Awaiting payment`,
  paid: msg`Paid`,
  failed: msg`Payment failed`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
};

export function orderStatusLabel(order: Pick<TOrder, 'status'>): MessageDescriptor {
  return ORDER_STATUS_LABELS[order.status];
}

/** The contract's orderLineName in the screen's language: 'Linear Algebra (Paper-Based Plan)'. */
export function orderLineName(
  line: Pick<TOrderLine, 'paperTitle' | 'moduleNumber' | 'moduleTitle'>,
  i18n: I18n,
): string {
  const { paperTitle, moduleNumber } = line;
  const moduleTitle = line.moduleTitle ?? '';
  return moduleNumber === null
    ? t(i18n)`${paperTitle} (Paper-Based Plan)`
    : t(i18n)`${paperTitle}, Module ${moduleNumber}: ${moduleTitle} (Module-Based Plan)`;
}

export { formatIndiaDateTime as formatOrderDate } from '../../lib/india-time';
