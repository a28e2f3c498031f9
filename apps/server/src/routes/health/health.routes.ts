import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZHealth } from '@padanam/contract';
import { AppError } from '../../errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness with a real database round trip',
        response: { 200: ZHealth, 503: ZErrorBody },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is unreachable.');
      }
      return { status: 'ok' as const, db: app.dbKind };
    },
  );
};
