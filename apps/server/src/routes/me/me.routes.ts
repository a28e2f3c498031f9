import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZMe, ZNameUpdate } from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import { getUser, renameUser } from '../../modules/users/user.service.js';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in student',
        security: [{ bearerAuth: [] }],
        response: { 200: ZMe, 401: ZErrorBody },
      },
    },
    async (request) => ({ user: await getUser(app.db, userIdOf(request)) }),
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the name; nothing else can be changed here',
        security: [{ bearerAuth: [] }],
        body: ZNameUpdate,
        response: { 200: ZMe, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => ({ user: await renameUser(app.db, app.clock, userIdOf(request), request.body.name) }),
  );
};
