import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCollegeList, ZCollegeQuery, ZCourseList, ZDepartmentList, ZErrorBody, ZIdParams } from '@padanam/contract';
import type { RouteOptions } from '../route-options.js';

/** Public lists the signup form needs before anyone is logged in. */
export const referenceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { reference } }) => {
  app.get(
    '/departments',
    {
      config: { access: 'public' },
      schema: { tags: ['signup'], summary: 'Departments', response: { 200: ZDepartmentList } },
    },
    async () => ({ departments: await reference.listDepartments() }),
  );

  app.get(
    '/departments/:id/courses',
    {
      config: { access: 'public' },
      schema: {
        tags: ['signup'],
        summary: "A department's courses",
        params: ZIdParams,
        response: { 200: ZCourseList, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ({ courses: await reference.listDepartmentCourses(request.params.id) }),
  );

  app.get(
    '/colleges',
    {
      config: { access: 'public' },
      schema: {
        tags: ['signup'],
        summary: 'Affiliated colleges, optionally filtered by a case-insensitive substring',
        querystring: ZCollegeQuery,
        response: { 200: ZCollegeList, 400: ZErrorBody },
      },
    },
    async (request) => ({ colleges: await reference.listColleges(request.query.q) }),
  );
};
