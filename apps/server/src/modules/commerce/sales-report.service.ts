/**
 * The admins' sales report and its GST-ready export (docs/COMMERCE.md, "Sales report").
 *
 * Prices in Padanam are what the student pays: nothing is added at checkout, so every price is
 * tax-inclusive. A line's taxable value is its price less the GST in it, rounded to the paisa:
 * taxable = round(price × 100 / (100 + rate)), tax = price − taxable, so the two always add up
 * to what was paid. Supplied within the seller's state (the place of supply is the GSTIN's
 * state) the tax is CGST + SGST, half each (CGST takes the odd paisa); otherwise it is IGST.
 */
import {
  orderLineName,
  orderNumber,
  type TPage,
  type TPaidTwiceOrder,
  type TPaidTwiceQuery,
  type TSalesByModule,
  type TSalesByPaper,
  type TSalesPageQuery,
  type TSalesQuery,
  type TSalesReport,
  type TSalesTable,
} from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { GstConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { maskPhone } from '../../lib/mask-phone.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import type { ExportRow, ExportTable } from '../../lib/report-export.js';
import { DAY_MS, IST_OFFSET_MS, indiaDate } from '../../lib/india-time.js';
import {
  findPaidTwice,
  findSoldLinesPage,
  sumByMethod,
  sumByModule,
  sumByPaper,
  sumOrdersByDay,
  type MomentRange,
  type OrderLineCursor,
} from './sales-report.repository.js';

/** The range when none is asked for: the last 30 days, today included. */
const DEFAULT_RANGE_DAYS = 30;
const EXPORT_PAGE_LINES = 1_000;

const STATUS_NAMES = { paid: 'Paid', refunded: 'Refunded' } as Record<string, string>;
const METHOD_NAMES = { razorpay: 'Razorpay', whatsapp: 'WhatsApp order' } as Record<string, string>;

/** "2026-11-27" → days since 1970-01-01. */
function dayNumberOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayTextOf(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

/** The GST inside a tax-inclusive price (see the top of this file). */
export function splitInclusivePrice(pricePaise: number, rateBasisPoints: number, isInterState: boolean): TaxSplit {
  const taxablePaise = Math.round((pricePaise * 10_000) / (10_000 + rateBasisPoints));
  const taxPaise = pricePaise - taxablePaise;
  if (isInterState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0, taxPaise };
}

const rupees = (paise: number) => paise / 100;

export const GST_EXPORT_COLUMNS = [
  'Order number',
  'Invoice date',
  'Status',
  'Refunded on',
  'Buyer',
  'Buyer phone',
  'Buyer college',
  'Item',
  'Plan',
  'HSN/SAC',
  'Quantity',
  'Taxable value (INR)',
  'GST rate (%)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Total tax (INR)',
  'Line total (INR)',
  'Payment method',
  'Payment id',
  'Seller GSTIN',
  'Place of supply',
] as const;

const MONEY_COLUMNS = [
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Total tax (INR)',
  'Line total (INR)',
];

export function createSalesReportService({ db, clock, gst }: { db: Kysely<Database>; clock: Clock; gst: GstConfig }) {
  /** The asked range (checked by its schema), or the last 30 days up to today in India. */
  function rangeOf(query: TSalesQuery): { from: string; to: string; moments: MomentRange } {
    const today = Math.floor((clock() + IST_OFFSET_MS) / DAY_MS);
    const fromDay = query.from ? dayNumberOf(query.from) : today - (DEFAULT_RANGE_DAYS - 1);
    const toDay = query.to ? dayNumberOf(query.to) : today;
    return {
      from: dayTextOf(fromDay),
      to: dayTextOf(toDay),
      moments: { fromMs: fromDay * DAY_MS - IST_OFFSET_MS, toMs: (toDay + 1) * DAY_MS - IST_OFFSET_MS },
    };
  }

  async function report(query: TSalesQuery): Promise<TSalesReport> {
    const { from, to, moments } = rangeOf(query);
    const [sales, refunds, byMethod] = await Promise.all([
      sumOrdersByDay(db, moments, 'sold'),
      sumOrdersByDay(db, moments, 'refunded'),
      sumByMethod(db, moments),
    ]);
    const salesOn = new Map(sales.map((day) => [day.indiaDay, day]));
    const refundsOn = new Map(refunds.map((day) => [day.indiaDay, day]));
    const byDay: TSalesReport['byDay'] = [];
    for (let day = dayNumberOf(from); day <= dayNumberOf(to); day += 1)
      byDay.push({
        day: dayTextOf(day),
        orders: salesOn.get(day)?.orders ?? 0,
        grossPaise: salesOn.get(day)?.amountPaise ?? 0,
        refunds: refundsOn.get(day)?.orders ?? 0,
        refundedPaise: refundsOn.get(day)?.amountPaise ?? 0,
      });
    const totals = byDay.reduce(
      (sum, day) => ({
        orders: sum.orders + day.orders,
        grossPaise: sum.grossPaise + day.grossPaise,
        refunds: sum.refunds + day.refunds,
        refundedPaise: sum.refundedPaise + day.refundedPaise,
      }),
      { orders: 0, grossPaise: 0, refunds: 0, refundedPaise: 0 },
    );
    return {
      from,
      to,
      totals: { ...totals, netPaise: totals.grossPaise - totals.refundedPaise },
      byDay,
      byMethod,
    };
  }

  /** A page of the range's papers, most revenue first. */
  async function papersPage(query: TSalesPageQuery): Promise<TPage<TSalesByPaper>> {
    const page = readPageQuery(query);
    const { total, rows } = await sumByPaper(db, rangeOf(query).moments, page);
    return pageOf(rows, total, page);
  }

  /** A page of the range's modules sold on their own, most revenue first. */
  async function modulesPage(query: TSalesPageQuery): Promise<TPage<TSalesByModule>> {
    const page = readPageQuery(query);
    const { total, rows } = await sumByModule(db, rangeOf(query).moments, page);
    return pageOf(rows, total, page);
  }

  /** A page of the orders paid twice that wait for a refund, oldest first. */
  async function paidTwicePage(query: TPaidTwiceQuery): Promise<TPage<TPaidTwiceOrder>> {
    const page = readPageQuery(query);
    const { total, rows } = await findPaidTwice(db, page);
    const items = rows.map((row) => ({
      orderId: row.id,
      number: orderNumber(row.id),
      buyerName: row.buyerName,
      method: row.method,
      amountPaise: row.amountPaise,
      paidAt: Number(row.paidAt),
      linesOwnedWhenPaid: row.linesOwnedWhenPaid,
    }));
    return pageOf(items, total, page);
  }

  /**
   * One row per order line sold in the range, oldest payment first, read a page at a time. The
   * buyer's phone is masked: an auditor matches an invoice by its order number and the buyer's
   * name, and the full number is for the console's order page alone.
   */
  function gstExport(query: TSalesQuery): ExportTable {
    const { from, to, moments } = rangeOf(query);
    const isInterState =
      gst.gstin !== null && gst.placeOfSupply !== null && gst.placeOfSupply !== gst.gstin.slice(0, 2);
    async function* rows(): AsyncGenerator<ExportRow> {
      let after: OrderLineCursor | null = null;
      for (;;) {
        const page = await findSoldLinesPage(db, moments, after, EXPORT_PAGE_LINES);
        for (const line of page) {
          const split = splitInclusivePrice(line.pricePaise, gst.rateBasisPoints, isInterState);
          yield [
            orderNumber(line.orderId),
            indiaDate(Number(line.paidAt)),
            STATUS_NAMES[line.status] ?? line.status,
            line.status === 'refunded' && line.closedAt !== null ? indiaDate(Number(line.closedAt)) : null,
            line.buyerName,
            maskPhone(`${line.buyerCountryCode}${line.buyerPhone}`),
            line.buyerCollege || null,
            orderLineName(line),
            line.moduleNumber === null ? 'Paper' : 'Module',
            gst.hsnSac,
            1,
            rupees(split.taxablePaise),
            gst.rateBasisPoints / 100,
            rupees(split.cgstPaise),
            rupees(split.sgstPaise),
            rupees(split.igstPaise),
            rupees(split.taxPaise),
            rupees(line.pricePaise),
            METHOD_NAMES[line.method] ?? line.method,
            line.providerPaymentId,
            gst.gstin,
            gst.placeOfSupply,
          ];
        }
        if (page.length < EXPORT_PAGE_LINES) return;
        const last = page[page.length - 1]!;
        after = { paidAt: Number(last.paidAt), orderId: last.orderId, lineId: last.lineId };
      }
    }
    return {
      filename: `gst-sales-${from}-to-${to}`,
      columns: GST_EXPORT_COLUMNS,
      rows: rows(),
      decimals: Object.fromEntries(MONEY_COLUMNS.map((column) => [column, 2])),
    };
  }

  /** One of the report's tables as a download, every row of it: the same figures, amounts in rupees. */
  async function tableExport(query: TSalesQuery, table: TSalesTable): Promise<ExportTable> {
    const { from, to, moments } = rangeOf(query);
    const filename = `sales-by-${table.replace(/s$/, '')}-${from}-to-${to}`;
    const money = (...columns: string[]) => Object.fromEntries(columns.map((column) => [column, 2]));
    switch (table) {
      case 'days': {
        const figures = await report(query);
        return {
          filename,
          columns: ['Day', 'Orders paid', 'Gross (INR)', 'Refunds', 'Refunded (INR)'],
          rows: figures.byDay.map((day) => [
            day.day,
            day.orders,
            rupees(day.grossPaise),
            day.refunds,
            rupees(day.refundedPaise),
          ]),
          decimals: money('Gross (INR)', 'Refunded (INR)'),
        };
      }
      case 'methods': {
        const figures = await report(query);
        return {
          filename,
          columns: ['Payment method', 'Orders paid', 'Gross (INR)', 'Refunds', 'Refunded (INR)'],
          rows: figures.byMethod.map((method) => [
            METHOD_NAMES[method.method] ?? method.method,
            method.orders,
            rupees(method.grossPaise),
            method.refunds,
            rupees(method.refundedPaise),
          ]),
          decimals: money('Gross (INR)', 'Refunded (INR)'),
        };
      }
      case 'papers':
        return {
          filename,
          columns: ['Paper', 'Paper plans', 'Module plans', 'Gross (INR)'],
          rows: (await sumByPaper(db, moments, 'all')).rows.map((paper) => [
            paper.title,
            paper.paperPlans,
            paper.modulePlans,
            rupees(paper.grossPaise),
          ]),
          decimals: money('Gross (INR)'),
        };
      case 'modules':
        return {
          filename,
          columns: ['Paper', 'Module', 'Module title', 'Sold', 'Gross (INR)'],
          rows: (await sumByModule(db, moments, 'all')).rows.map((module) => [
            module.paperTitle,
            module.moduleNumber,
            module.moduleTitle,
            module.sold,
            rupees(module.grossPaise),
          ]),
          decimals: money('Gross (INR)'),
        };
    }
  }

  return { report, papersPage, modulesPage, paidTwicePage, gstExport, tableExport };
}

export type SalesReportService = ReturnType<typeof createSalesReportService>;
