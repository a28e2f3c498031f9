import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZSaveRequest, ZSavedList, ZSavedParams } from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

export const savedRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { saved } }) => {
  app.get(
    '/saved',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['saved'],
        summary: "The caller's saved papers and modules, newest first",
        response: { 200: ZSavedList },
      },
    },
    async (request) => ({ items: await saved.listSavedItems(userIdOf(request)) }),
  );

  app.post(
    '/saved',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['saved'],
        summary: 'Save a paper or a module (saving twice keeps one)',
        body: ZSaveRequest,
        response: { 201: ZSavedList, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      await saved.saveItem(userId, request.body.category, request.body.id);
      return reply.code(201).send({ items: await saved.listSavedItems(userId) });
    },
  );

  app.delete(
    '/saved/:category/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['saved'],
        summary: 'Remove a saved paper or module (removing one that is not saved is fine)',
        params: ZSavedParams,
        response: { 204: z.null(), 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      await saved.unsaveItem(userIdOf(request), request.params.category, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
