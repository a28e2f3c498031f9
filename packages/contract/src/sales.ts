/**
 * The console's sales report (admins): orders and revenue over a range of days in India time,
 * by day, paper, module and payment method; refunds; orders paid twice that wait for a refund;
 * and the GST-ready export of every order line. Amounts are whole paise.
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './admin-lists.js';
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

const ZPaging = ZPageQuery.pick({ page: true, pageSize: true });

/** A page of one of the report's long tables (papers, modules) over the same range. */
export const ZSalesPageQuery = ZRange.extend(ZPaging.shape).superRefine(checkRange);
export type TSalesPageQuery = z.infer<typeof ZSalesPageQuery>;

/** A page of the orders paid twice: of any date, so no range. */
export const ZPaidTwiceQuery = ZPaging;
export type TPaidTwiceQuery = z.infer<typeof ZPaidTwiceQuery>;

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
  /** Every day of the range, oldest first, quiet days included (a year at most). */
  byDay: z.array(ZSalesFigures.extend({ day: z.string() })),
  /** One row a payment method that sold or refunded in the range. */
  byMethod: z.array(ZSalesFigures.extend({ method: ZPaymentMethod })),
});
export type TSalesReport = z.infer<typeof ZSalesReport>;

/** A paper's lines sold in the range (the paper, or modules of it); pages run most revenue first. */
export const ZSalesByPaper = z.object({
  paperId: ZId,
  title: z.string(),
  paperPlans: count,
  modulePlans: count,
  grossPaise: paise,
});
export type TSalesByPaper = z.infer<typeof ZSalesByPaper>;
export const ZSalesByPaperPage = ZPage(ZSalesByPaper);

/** A module sold on its own in the range; pages run most revenue first. */
export const ZSalesByModule = z.object({
  moduleId: ZId,
  paperId: ZId,
  paperTitle: z.string(),
  moduleNumber: z.number().int(),
  moduleTitle: z.string(),
  sold: count,
  grossPaise: paise,
});
export type TSalesByModule = z.infer<typeof ZSalesByModule>;
export const ZSalesByModulePage = ZPage(ZSalesByModule);

/**
 * A paid order that bought something the student already had (two orders paid for the same
 * thing), of any date, not yet refunded; pages run oldest first.
 */
export const ZPaidTwiceOrder = z.object({
  orderId: ZId,
  number: z.string(),
  buyerName: z.string(),
  method: ZPaymentMethod,
  amountPaise: paise,
  paidAt: z.number(),
  linesOwnedWhenPaid: count,
});
export type TPaidTwiceOrder = z.infer<typeof ZPaidTwiceOrder>;
export const ZPaidTwicePage = ZPage(ZPaidTwiceOrder);
