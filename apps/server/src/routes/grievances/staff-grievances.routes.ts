/** The console's data requests (admins): grievances by status, one read (audited), a reply, its status. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminGrievance,
  ZAdminGrievancePage,
  ZAdminGrievanceQuery,
  ZErrorBody,
  ZGrievanceReplyInput,
  ZGrievanceStatusInput,
  ZIdParams,
} from '@padanam/contract';
import { ADMINS_ONLY, staffActorOf } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: data requests'];

export const staffGrievanceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { grievances } }) => {
  app.get(
    '/admin/grievances',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary:
          'Grievances newest first (order asc for oldest), by status; each with its due date and whether overdue',
        querystring: ZAdminGrievanceQuery,
        response: { 200: ZAdminGrievancePage, 404: ZErrorBody },
      },
    },
    async (request) => grievances.listForStaff(request.query),
  );

  app.get(
    '/admin/grievances/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'One grievance with its student and replies (the reading is audited)',
        params: ZIdParams,
        response: { 200: ZAdminGrievance, 404: ZErrorBody },
      },
    },
    async (request) => grievances.readForStaff(staffActorOf(request).userId, request.params.id),
  );

  app.post(
    '/admin/grievances/:id/replies',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Reply to a grievance: the student reads it and is notified; an open grievance becomes answered',
        params: ZIdParams,
        body: ZGrievanceReplyInput,
        response: { 201: ZAdminGrievance, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await grievances.reply(staffActorOf(request).userId, request.params.id, request.body.text)),
  );

  app.patch(
    '/admin/grievances/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Move a grievance to open, in_progress, answered or closed',
        params: ZIdParams,
        body: ZGrievanceStatusInput,
        response: { 200: ZAdminGrievance, 404: ZErrorBody },
      },
    },
    async (request) => grievances.setStatus(staffActorOf(request).userId, request.params.id, request.body.status),
  );
};
