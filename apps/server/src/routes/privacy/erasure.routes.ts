/** "Delete my account": a code to the student's own phone, the scheduled erasure, and its cancelling. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErasureConfirm, ZErasureStatus, ZErrorBody, ZOtpSent } from '@padanam/contract';
import { sessionIdOf, userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

export const erasureRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { erasure } }) => {
  app.post(
    '/me/erasure/code',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['privacy'],
        summary: "Send a code to the student's own phone to confirm deleting the account",
        body: z.object({}).nullish(),
        response: { 202: ZOtpSent, 429: ZErrorBody, 502: ZErrorBody },
      },
    },
    async (request, reply) => reply.code(202).send(await erasure.sendCode(userIdOf(request), request.ip)),
  );

  app.post(
    '/me/erasure',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['privacy'],
        summary:
          "With the right code, schedule the account's erasure after the grace period (a login before then cancels it); ends the student's other sessions",
        body: ZErasureConfirm,
        response: { 200: ZErasureStatus.unwrap(), 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => erasure.schedule(userIdOf(request), sessionIdOf(request), request.body.code),
  );

  app.get(
    '/me/erasure',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['privacy'],
        summary: "The account's scheduled erasure, or null",
        response: { 200: ZErasureStatus },
      },
    },
    async (request) => erasure.status(userIdOf(request)),
  );

  app.delete(
    '/me/erasure',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['privacy'],
        summary: "Cancel the account's scheduled erasure (nothing to cancel is not an error)",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await erasure.cancel(userIdOf(request));
      return reply.code(204).send(null);
    },
  );
};
