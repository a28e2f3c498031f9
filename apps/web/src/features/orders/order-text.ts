// How an order reads: its status in words, its lines by name and its dates in India's time. The
// words are in the language of the screen (the contract's English labels are the spec's texts).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { TOrder, TOrderLine } from '@padanam/contract';
import { ORDER_STATUS_TEXT } from '../../components/purchase/order-status-text';

export function orderStatusLabel(order: Pick<TOrder, 'status'>): MessageDescriptor {
  return ORDER_STATUS_TEXT[order.status];
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
