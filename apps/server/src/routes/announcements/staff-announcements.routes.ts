/** The console's announcements (teachers and admins): publish, archive, and an event's registrations as CSV. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminAnnouncement,
  ZAdminAnnouncementPage,
  ZAdminAnnouncementQuery,
  ZAnnouncementInput,
  ZAnnouncementUpdate,
  ZErrorBody,
  ZIdParams,
} from '@padanam/contract';
import { z } from 'zod';
import { staffActorOf, TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: announcements'];

export const staffAnnouncementRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { announcementAdmin } },
) => {
  app.get(
    '/admin/announcements',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Announcements, newest first, with their audience, reads and registrations',
        querystring: ZAdminAnnouncementQuery,
        response: { 200: ZAdminAnnouncementPage, 404: ZErrorBody },
      },
    },
    async (request) => announcementAdmin.listAnnouncements(request.query),
  );

  app.post(
    '/admin/announcements',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Publish an announcement to everyone, a department, a semester or the students of a paper',
        body: ZAnnouncementInput,
        response: { 201: ZAdminAnnouncement, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await announcementAdmin.publish(staffActorOf(request).userId, request.body)),
  );

  app.patch(
    '/admin/announcements/:id',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Archive an announcement (it leaves every student screen) or bring it back',
        params: ZIdParams,
        body: ZAnnouncementUpdate,
        response: { 200: ZAdminAnnouncement, 404: ZErrorBody },
      },
    },
    async (request) =>
      announcementAdmin.setArchived(staffActorOf(request).userId, request.params.id, request.body.isArchived),
  );

  app.get(
    '/admin/announcements/:id/registrations.csv',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: "An event's registrations as CSV (name, phone, email, college, registered_at)",
        params: ZIdParams,
        response: { 200: z.any().describe('CSV text'), 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="registrations-${request.params.id}.csv"`)
        .send(await announcementAdmin.registrationsCsv(request.params.id)),
  );
};
