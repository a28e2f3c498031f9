/** The console's people: teachers and admins search and read; admins enroll, revoke, grant roles and set emails. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminEnrollmentList,
  ZAdminUser,
  ZAdminUserDetails,
  ZAdminUserListQuery,
  ZAdminUserPage,
  ZEmailChange,
  ZEnrollmentGrant,
  ZEnrollmentImport,
  ZEnrollmentParams,
  ZErrorBody,
  ZIdParams,
  ZImportReport,
  ZRoleChange,
} from '@padanam/contract';
import { ADMINS_ONLY, staffActorOf, TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: people'];

export const staffPeopleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { people, enrollmentImport } },
) => {
  app.get(
    '/admin/users',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Search people by name, phone, college or email; filter by role, department, semester',
        querystring: ZAdminUserListQuery,
        response: { 200: ZAdminUserPage, 404: ZErrorBody },
      },
    },
    async (request) => people.listPeople(request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'A person with their enrollments (revoked ones too) and test results',
        params: ZIdParams,
        response: { 200: ZAdminUserDetails, 404: ZErrorBody },
      },
    },
    async (request) => people.getPerson(request.params.id),
  );

  app.patch(
    '/admin/users/:id/role',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Grant or withdraw a role (the last admin cannot step down)',
        params: ZIdParams,
        body: ZRoleChange,
        response: { 200: ZAdminUser, 409: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => people.changeRole(staffActorOf(request).userId, request.params.id, request.body.role),
  );

  app.patch(
    '/admin/users/:id/email',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: "Set a person's email, or clear it with null (one account an address)",
        params: ZIdParams,
        body: ZEmailChange,
        response: { 200: ZAdminUser, 409: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => people.changeEmail(staffActorOf(request).userId, request.params.id, request.body.email),
  );

  app.get(
    '/admin/users/:id/enrollments',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: "A person's enrollments, newest first, revoked ones included",
        params: ZIdParams,
        response: { 200: ZAdminEnrollmentList, 404: ZErrorBody },
      },
    },
    async (request) => ({ enrollments: await people.listEnrollments(request.params.id) }),
  );

  app.post(
    '/admin/users/:id/enrollments',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Enroll a person by hand in a paper or one module (a staff grant)',
        params: ZIdParams,
        body: ZEnrollmentGrant,
        response: { 201: ZAdminEnrollmentList, 409: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        enrollments: await people.grantEnrollment(staffActorOf(request).userId, request.params.id, request.body),
      }),
  );

  app.delete(
    '/admin/users/:id/enrollments/:enrollmentId',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Revoke an enrollment: it stays as history with its revoked time, and access ends at once',
        params: ZEnrollmentParams,
        response: { 200: ZAdminEnrollmentList, 409: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => ({
      enrollments: await people.revoke(staffActorOf(request).userId, request.params.id, request.params.enrollmentId),
    }),
  );

  app.post(
    '/admin/enrollments/import',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Enroll a class from CSV (phone, paper_id[, module_id, country_code]) with a report per line',
        body: ZEnrollmentImport,
        response: { 200: ZImportReport, 404: ZErrorBody },
      },
    },
    async (request) => enrollmentImport.importEnrollments(staffActorOf(request).userId, request.body),
  );
};
