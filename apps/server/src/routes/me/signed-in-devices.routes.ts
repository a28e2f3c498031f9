/** "Signed-in devices": the student's live sessions, and signing one (or every other) out. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZIdParams, ZSignedInDeviceList } from '@padanam/contract';
import { sessionIdOf, userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

export const signedInDeviceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { signedInDevices } },
) => {
  app.get(
    '/me/sessions',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['accounts'],
        summary: "The student's signed-in devices (live sessions), the one asking marked current",
        response: { 200: ZSignedInDeviceList },
      },
    },
    async (request) => signedInDevices.list(userIdOf(request), sessionIdOf(request)),
  );

  app.delete(
    '/me/sessions/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['accounts'],
        summary: "Sign out one of the student's devices (404 for any session not theirs and live)",
        params: ZIdParams,
        response: { 204: z.null(), 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await signedInDevices.signOut(userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/me/sessions',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out every other device of the student; this one stays signed in',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await signedInDevices.signOutOthers(userIdOf(request), sessionIdOf(request));
      return reply.code(204).send(null);
    },
  );
};
