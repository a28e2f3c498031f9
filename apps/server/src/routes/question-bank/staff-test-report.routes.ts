/** A test's statistics report (teachers and admins): the summary, the score distribution and each question's statistics. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZTestParams, ZTestReport, ZTestReportQuery } from '@padanam/contract';
import { TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';
import { sendPrivateFile } from '../send-private-file.js';

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
          "A test's statistics for one revision (the latest with attempts unless `revision`), narrowed by collegeId, departmentId, semester and finish days from/to (YYYY-MM-DD, India); questions paged; format=csv downloads the summary and every question as CSV",
        params: ZTestParams,
        querystring: ZTestReportQuery,
        response: { 200: ZTestReport, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { id, category } = request.params;
      if (request.query.format !== 'csv') return testReports.readReport(id, category, request.query);
      const { body, fileName } = await testReports.reportCsv(id, category, request.query);
      const bytes = Buffer.from(body, 'utf8');
      return sendPrivateFile(
        reply,
        { contentType: 'text/csv; charset=utf-8', sizeBytes: bytes.length, body: bytes },
        { fileName },
      );
    },
  );
};
