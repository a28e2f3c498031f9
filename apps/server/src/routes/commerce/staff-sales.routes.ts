/** The console's sales report and its GST-ready export: admins only, as money is. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorBody,
  ZPaidTwicePage,
  ZPaidTwiceQuery,
  ZSalesByModulePage,
  ZSalesByPaperPage,
  ZSalesExportQuery,
  ZSalesPageQuery,
  ZSalesQuery,
  ZSalesReport,
  ZSalesTableExportQuery,
} from '@padanam/contract';
import { z } from 'zod';
import { sendTableExport } from '../../lib/report-export.js';
import { ADMINS_ONLY } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: sales'];

export const staffSalesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { salesReport } }) => {
  app.get(
    '/admin/sales',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Orders, revenue and refunds over a range of days (India time): totals, by day and by payment method',
        querystring: ZSalesQuery,
        response: { 200: ZSalesReport, 400: ZErrorBody },
      },
    },
    async (request) => salesReport.report(request.query),
  );

  app.get(
    '/admin/sales/papers',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: "A page of the range's papers by what they sold (the paper, or modules of it), most revenue first",
        querystring: ZSalesPageQuery,
        response: { 200: ZSalesByPaperPage, 400: ZErrorBody },
      },
    },
    async (request) => salesReport.papersPage(request.query),
  );

  app.get(
    '/admin/sales/modules',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: "A page of the range's modules sold on their own, most revenue first",
        querystring: ZSalesPageQuery,
        response: { 200: ZSalesByModulePage, 400: ZErrorBody },
      },
    },
    async (request) => salesReport.modulesPage(request.query),
  );

  app.get(
    '/admin/sales/paid-twice',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'A page of the paid orders, of any date, that bought something the student already had: to refund',
        querystring: ZPaidTwiceQuery,
        response: { 200: ZPaidTwicePage, 400: ZErrorBody },
      },
    },
    async (request) => salesReport.paidTwicePage(request.query),
  );

  app.get(
    '/admin/sales/gst-export',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Every order line sold in the range with its GST split, as CSV or an Excel workbook (streamed)',
        querystring: ZSalesExportQuery,
        response: { 200: z.any().describe('CSV text or an .xlsx workbook'), 400: ZErrorBody },
      },
    },
    async (request, reply) => sendTableExport(reply, salesReport.gstExport(request.query), request.query.format),
  );

  app.get(
    '/admin/sales/export',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: "One of the report's tables (days, methods, papers or modules) as CSV or an Excel workbook",
        querystring: ZSalesTableExportQuery,
        response: { 200: z.any().describe('CSV text or an .xlsx workbook'), 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { table, format, ...range } = request.query;
      return sendTableExport(reply, await salesReport.tableExport(range, table), format);
    },
  );
};
