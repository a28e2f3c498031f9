// How an order reads: its status in words and its dates in India's time.
import { ORDER_STATUS_LABELS, type TOrder } from '@padanam/contract';

export function orderStatusLabel(order: Pick<TOrder, 'status'>): string {
  return ORDER_STATUS_LABELS[order.status];
}

const INDIA_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatOrderDate(epochMs: number): string {
  return INDIA_DATE_TIME.format(new Date(epochMs));
}
