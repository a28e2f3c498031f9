import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZHealth } from '@padanam/contract';
import type { RouteOptions } from '../route-options.js';

export const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { health } }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Liveness with a real database round trip',
        response: { 200: ZHealth, 503: ZErrorBody },
      },
    },
    (request) => health.checkHealth(request.log),
  );
};
