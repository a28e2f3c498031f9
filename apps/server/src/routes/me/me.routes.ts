import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZMe, ZNameUpdate } from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

export const meRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { users } }) => {
  app.get(
    '/me',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in student',
        response: { 200: ZMe },
      },
    },
    async (request) => ({ user: await users.getUser(userIdOf(request)) }),
  );

  app.patch(
    '/me',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the name; nothing else can be changed here',
        body: ZNameUpdate,
        response: { 200: ZMe, 400: ZErrorBody },
      },
    },
    async (request) => ({ user: await users.renameUser(userIdOf(request), request.body.name) }),
  );
};
