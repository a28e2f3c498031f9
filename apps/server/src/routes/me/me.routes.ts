import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZLanguageUpdate, ZMe, ZNameUpdate } from '@padanam/contract';
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
        summary: 'Change the name; nothing else can be changed here (a new email is refused: PUT /api/me/email)',
        body: ZNameUpdate,
        response: { 200: ZMe, 400: ZErrorBody },
      },
    },
    async (request) => ({ user: await users.updateProfile(userIdOf(request), request.body) }),
  );

  app.put(
    '/me/language',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['accounts'],
        summary: "The app's language for the signed-in person: en (English) or ml (Malayalam)",
        body: ZLanguageUpdate,
        response: { 200: ZMe, 400: ZErrorBody },
      },
    },
    async (request) => ({ user: await users.setLanguage(userIdOf(request), request.body.language) }),
  );
};
