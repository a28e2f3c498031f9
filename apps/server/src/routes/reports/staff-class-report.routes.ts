/** The console's class report (teachers and admins): a page of the class, and the whole class as CSV or a workbook. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZClassReport, ZClassReportExportQuery, ZClassReportQuery, ZErrorBody } from '@padanam/contract';
import { sendTableExport } from '../../lib/report-export.js';
import { TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: reports'];

export const staffClassReportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { classReport } },
) => {
  app.get(
    '/admin/classes/report',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary:
          'A class (college, department, semester, or a paper’s enrolled students): each student’s study, tests and last activity, by name, with the class’s summary',
        querystring: ZClassReportQuery,
        response: { 200: ZClassReport, 404: ZErrorBody },
      },
    },
    async (request) => classReport.readClass(request.query),
  );

  app.get(
    '/admin/classes/report/export',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'The same class, every student, as CSV or an Excel workbook (the report’s columns)',
        querystring: ZClassReportExportQuery,
        response: { 200: z.any().describe('CSV text or an .xlsx workbook'), 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      sendTableExport(reply, await classReport.tableOfClass(request.query), request.query.format),
  );
};
