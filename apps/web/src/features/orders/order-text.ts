// How an order reads: its status in words and each line's name.
import { ORDER_STATUS_LABELS, type TOrder, type TOrderLine } from '@padanam/contract';

export function orderStatusLabel(order: Pick<TOrder, 'status'>): string {
  return ORDER_STATUS_LABELS[order.status];
}

export function orderLineName(line: TOrderLine): string {
  return line.moduleNumber === null
    ? `${line.paperTitle} (Paper-Based Plan)`
    : `${line.paperTitle}, Module ${line.moduleNumber}: ${line.moduleTitle ?? ''} (Module-Based Plan)`;
}

const INDIA_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatOrderDate(epochMs: number): string {
  return INDIA_DATE_TIME.format(new Date(epochMs));
}
