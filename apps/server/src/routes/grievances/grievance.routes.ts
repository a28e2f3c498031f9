/** A student's grievances about their personal data: file one, list them, read one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZGrievance, ZGrievanceInput, ZGrievanceList, ZIdParams } from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['grievances'];

export const grievanceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { grievances } }) => {
  app.get(
    '/me/grievances',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Your grievances about your personal data, newest first, with every reply',
        response: { 200: ZGrievanceList },
      },
    },
    async (request) => grievances.listOwn(userIdOf(request)),
  );

  app.post(
    '/me/grievances',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary:
          'File a grievance (category access, correction, erasure, consent or other; a one-line subject; text): it gets a number and a due date (5 a day)',
        body: ZGrievanceInput,
        response: { 201: ZGrievance, 429: ZErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await grievances.file(userIdOf(request), request.body)),
  );

  app.get(
    '/me/grievances/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'One of your grievances with its replies',
        params: ZIdParams,
        response: { 200: ZGrievance, 404: ZErrorBody },
      },
    },
    async (request) => grievances.readOwn(userIdOf(request), request.params.id),
  );
};
