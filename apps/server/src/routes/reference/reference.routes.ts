import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCollegeList, ZCollegeQuery, ZCourseList, ZDepartmentList, ZErrorBody, ZIdParams } from '@padanam/contract';
import { listColleges, listDepartmentCourses, listDepartments } from '../../modules/reference/reference.service.js';

/** Public lists the signup form needs before anyone is logged in. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/departments',
    { schema: { tags: ['signup'], summary: 'Departments', response: { 200: ZDepartmentList } } },
    async () => ({ departments: await listDepartments(app.db) }),
  );

  app.get(
    '/departments/:id/courses',
    {
      schema: {
        tags: ['signup'],
        summary: "A department's courses",
        params: ZIdParams,
        response: { 200: ZCourseList, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ({ courses: await listDepartmentCourses(app.db, request.params.id) }),
  );

  app.get(
    '/colleges',
    {
      schema: {
        tags: ['signup'],
        summary: 'Affiliated colleges, optionally filtered by a case-insensitive substring',
        querystring: ZCollegeQuery,
        response: { 200: ZCollegeList, 400: ZErrorBody },
      },
    },
    async (request) => ({ colleges: await listColleges(app.db, request.query.q) }),
  );
};
