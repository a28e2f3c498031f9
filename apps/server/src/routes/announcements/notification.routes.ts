/** The student's notifications: the announcements meant for them, read state and event registration. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZIdParams, ZNotificationList } from '@padanam/contract';
import { z } from 'zod';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['notifications'];
const ZNoBody = z.object({}).strict().nullish();

export const notificationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { notifications } }) => {
  app.get(
    '/notifications',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: "The caller's notifications (announcements meant for them), newest first, with read state",
        response: { 200: ZNotificationList },
      },
    },
    async (request) => notifications.listNotifications(userIdOf(request)),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Mark one notification read for the caller (again is the same)',
        params: ZIdParams,
        body: ZNoBody,
        response: { 204: z.null(), 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await notifications.markRead(userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/announcements/:id/registrations',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Register the caller for an event, once (again is the same); 409 when it takes none or has begun',
        params: ZIdParams,
        body: ZNoBody,
        response: { 204: z.null(), 409: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await notifications.register(userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
