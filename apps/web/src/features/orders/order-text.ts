// How an order reads: its status in words and its dates in India's time.
import { ORDER_STATUS_LABELS, type TOrder } from '@padanam/contract';

export function orderStatusLabel(order: Pick<TOrder, 'status'>): string {
  return ORDER_STATUS_LABELS[order.status];
}

export { formatIndiaDateTime as formatOrderDate } from '../../lib/india-time';
