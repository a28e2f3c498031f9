/** The console's reference data: departments, courses and colleges (admins change them; teachers read). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminCollege,
  ZAdminCollegeListQuery,
  ZAdminCollegePage,
  ZAdminDepartmentList,
  ZCollegeImport,
  ZImportReport,
  ZCollegeInput,
  ZCourseInput,
  ZDepartmentInput,
  ZErrorBody,
  ZIdParams,
  ZUnlistedCollegeList,
  ZUnlistedCollegeMapped,
  ZUnlistedCollegeMapping,
} from '@padanam/contract';
import { ADMINS_ONLY, staffActorOf, TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: reference data'];

export const staffReferenceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { referenceEditor } },
) => {
  app.get(
    '/admin/departments',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Departments with their courses and how many students chose each',
        response: { 200: ZAdminDepartmentList, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async () => ({ departments: await referenceEditor.listDepartments() }),
  );

  app.post(
    '/admin/departments',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Add a department',
        body: ZDepartmentInput,
        response: { 201: ZAdminDepartmentList, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ departments: await referenceEditor.addDepartment(staffActorOf(request).userId, request.body.name) }),
  );

  app.patch(
    '/admin/departments/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Rename a department',
        params: ZIdParams,
        body: ZDepartmentInput,
        response: { 200: ZAdminDepartmentList, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => ({
      departments: await referenceEditor.editDepartment(
        staffActorOf(request).userId,
        request.params.id,
        request.body.name,
      ),
    }),
  );

  app.post(
    '/admin/departments/:id/courses',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Add a degree course to a department',
        params: ZIdParams,
        body: ZCourseInput,
        response: { 201: ZAdminDepartmentList, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        departments: await referenceEditor.addCourse(
          staffActorOf(request).userId,
          request.params.id,
          request.body.title,
        ),
      }),
  );

  app.patch(
    '/admin/courses/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Rename a degree course',
        params: ZIdParams,
        body: ZCourseInput,
        response: { 200: ZAdminDepartmentList, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => ({
      departments: await referenceEditor.editCourse(
        staffActorOf(request).userId,
        request.params.id,
        request.body.title,
      ),
    }),
  );

  app.get(
    '/admin/colleges',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Listed colleges with how many students are linked to each, searched and paged',
        querystring: ZAdminCollegeListQuery,
        response: { 200: ZAdminCollegePage, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => referenceEditor.listColleges(request.query),
  );

  app.post(
    '/admin/colleges',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'List a college',
        body: ZCollegeInput,
        response: { 201: ZAdminCollege, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await referenceEditor.addCollege(staffActorOf(request).userId, request.body.name)),
  );

  app.patch(
    '/admin/colleges/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Rename a college (and the college name of the students linked to it)',
        params: ZIdParams,
        body: ZCollegeInput,
        response: { 200: ZAdminCollege.omit({ students: true }), 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => referenceEditor.editCollege(staffActorOf(request).userId, request.params.id, request.body.name),
  );

  app.post(
    '/admin/colleges/import',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary:
          'List colleges from CSV (a name column), with a verdict per line; all or nothing unless importValidRows',
        body: ZCollegeImport,
        response: { 200: ZImportReport, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => referenceEditor.importColleges(staffActorOf(request).userId, request.body),
  );

  app.get(
    '/admin/colleges/unlisted',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Colleges students typed because theirs was not listed, most students first',
        response: { 200: ZUnlistedCollegeList, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async () => ({ colleges: await referenceEditor.listUnlistedColleges() }),
  );

  app.post(
    '/admin/colleges/unlisted/map',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Link every student who typed this college name to a listed college',
        body: ZUnlistedCollegeMapping,
        response: { 200: ZUnlistedCollegeMapped, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) =>
      referenceEditor.mapUnlistedCollege(staffActorOf(request).userId, request.body.name, request.body.collegeId),
  );
};
