// Contract-shaped sample orders for tests: a paper line, a module line, and an order of both.
import type { TOrder, TOrderLine } from '@padanam/contract';

export const PAPER_LINE: TOrderLine = {
  id: 1,
  kind: 'paper',
  paperId: 7,
  paperTitle: 'Linear Algebra',
  moduleId: null,
  moduleNumber: null,
  moduleTitle: null,
  pricePaise: 24_900,
  listPricePaise: 29_900,
};

export const MODULE_LINE: TOrderLine = {
  id: 2,
  kind: 'module',
  paperId: 8,
  paperTitle: 'Data Structures',
  moduleId: 81,
  moduleNumber: 2,
  moduleTitle: 'Stacks and Queues',
  pricePaise: 6_900,
  listPricePaise: 13_900,
};

/** Order 42, awaiting payment by WhatsApp, for both lines (₹318.00). */
export function makeOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: 42,
    number: 'PDN-000042',
    status: 'awaiting_payment',
    method: 'whatsapp',
    amountPaise: 31_800,
    currency: 'INR',
    createdAt: Date.UTC(2026, 10, 25, 6, 0),
    paidAt: null,
    closedAt: null,
    lines: [PAPER_LINE, MODULE_LINE],
    ...overrides,
  };
}
