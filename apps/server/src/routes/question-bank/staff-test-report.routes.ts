/** A test's statistics report (teachers and admins): the summary, the score distribution and each question's statistics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZTestParams, ZTestReport, ZTestReportQuery } from '@padanam/contract';
import { sendTableExport } from '../../lib/report-export.js';
import { TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: tests'];

export const staffTestReportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { testReports } },
) => {
  app.get(
    '/admin/modules/:id/tests/:category/report',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary:
          "A test's statistics for one revision (the latest with attempts unless `revision`), narrowed by collegeId, departmentId, semester and finish days from/to (YYYY-MM-DD, India); questions paged; format=csv or xlsx downloads the summary and every question (a CSV file, or a workbook of two sheets)",
        params: ZTestParams,
        querystring: ZTestReportQuery,
        response: { 200: ZTestReport, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { id, category } = request.params;
      const { format } = request.query;
      if (format === undefined || format === 'json') return testReports.readReport(id, category, request.query);
      return sendTableExport(reply, await testReports.reportExport(id, category, request.query), format);
    },
  );
};
