// How an order reads: its status in words, its lines by name and its dates in India's time. The
// words are in the language of the screen (the contract's English labels are the spec's texts).
import type { MessageDescriptor } from '@lingui/core';
import type { TOrder } from '@padanam/contract';
import { ORDER_STATUS_TEXT } from '../../components/purchase/order-status-text';

export function orderStatusLabel(order: Pick<TOrder, 'status'>): MessageDescriptor {
  return ORDER_STATUS_TEXT[order.status];
}

export { orderLineName } from './order-line-name';
export { formatIndiaDateTime as formatOrderDate } from '../../lib/india-time';
