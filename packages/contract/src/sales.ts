/**
 * The console's sales report (admins): orders and revenue over a range of days in India time,
 * by day, paper, module and payment method; refunds; orders paid twice that wait for a refund;
 * and the GST-ready export of every order line. Amounts are whole paise.
 */
import { z } from 'zod';
import { ZIndiaDate } from './india-date.js';
import { ZId } from './ids.js';
import { ZPaymentMethod } from './orders.js';
import { ZExportFormat } from './report-exports.js';

/** The longest range one report covers: a year, leap day included. */
export const MAX_SALES_RANGE_DAYS = 366;

/** Days from one "YYYY-MM-DD" to another, counting both. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const ZRange = z.object({
  /** The first day (India time); with `to`, or neither for the last 30 days up to today. */
  from: ZIndiaDate.optional(),
  /** The last day, included. */
  to: ZIndiaDate.optional(),
});

function checkRange(range: { from?: string; to?: string }, context: z.RefinementCtx) {
  if ((range.from === undefined) !== (range.to === undefined)) {
    context.addIssue({ code: 'custom', path: [range.from ? 'to' : 'from'], message: 'from and to go together' });
    return;
  }
  if (range.from === undefined || range.to === undefined) return;
  const days = daysInRange(range.from, range.to);
  if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (days > MAX_SALES_RANGE_DAYS)
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `the range may cover at most ${MAX_SALES_RANGE_DAYS} days`,
    });
}

export const ZSalesQuery = ZRange.superRefine(checkRange);
export type TSalesQuery = z.infer<typeof ZSalesQuery>;

export const ZSalesExportQuery = ZRange.extend({ format: ZExportFormat }).superRefine(checkRange);
export type TSalesExportQuery = z.infer<typeof ZSalesExportQuery>;

/** The report's own tables, each as a download. */
export const SALES_TABLES = ['days', 'methods', 'papers', 'modules'] as const;
export const ZSalesTable = z.enum(SALES_TABLES, { error: `must be one of ${SALES_TABLES.join(', ')}` });
export type TSalesTable = z.infer<typeof ZSalesTable>;

export const ZSalesTableExportQuery = ZRange.extend({ format: ZExportFormat, table: ZSalesTable }).superRefine(
  checkRange,
);
export type TSalesTableExportQuery = z.infer<typeof ZSalesTableExportQuery>;

const count = z.number().int().nonnegative();
const paise = z.number().int().nonnegative();

/** Sales are counted on the day an order was paid; refunds on the day they were made. */
const ZSalesFigures = z.object({
  orders: count,
  grossPaise: paise,
  refunds: count,
  refundedPaise: paise,
});

export const ZSalesReport = z.object({
  from: z.string(),
  to: z.string(),
  totals: ZSalesFigures.extend({ netPaise: z.number().int() }),
  /** Every day of the range, oldest first, quiet days included. */
  byDay: z.array(ZSalesFigures.extend({ day: z.string() })),
  byMethod: z.array(ZSalesFigures.extend({ method: ZPaymentMethod })),
  /** Each paper's lines sold (the paper, or modules of it), most revenue first. */
  byPaper: z.array(
    z.object({
      paperId: ZId,
      title: z.string(),
      paperPlans: count,
      modulePlans: count,
      grossPaise: paise,
    }),
  ),
  /** Each module sold on its own, most revenue first. */
  byModule: z.array(
    z.object({
      moduleId: ZId,
      paperId: ZId,
      paperTitle: z.string(),
      moduleNumber: z.number().int(),
      moduleTitle: z.string(),
      sold: count,
      grossPaise: paise,
    }),
  ),
  /**
   * Paid orders that bought something the student already had (two orders paid for the same
   * thing), of any date, not yet refunded: the oldest first, up to 50, and how many there are.
   */
  paidTwice: z.object({
    total: count,
    items: z.array(
      z.object({
        orderId: ZId,
        number: z.string(),
        buyerName: z.string(),
        method: ZPaymentMethod,
        amountPaise: paise,
        paidAt: z.number(),
        linesOwnedWhenPaid: count,
      }),
    ),
  }),
});
export type TSalesReport = z.infer<typeof ZSalesReport>;
