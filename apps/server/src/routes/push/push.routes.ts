/** Web push: the key browsers subscribe with, and a student's browser subscribing or leaving. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZPushKey, ZPushSubscriptionInput, ZPushUnsubscribe } from '@padanam/contract';
import { z } from 'zod';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['push'];

export const pushRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { push } }) => {
  app.get(
    '/push/key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The server's VAPID public key for PushManager.subscribe; null when push is off",
        response: { 200: ZPushKey },
      },
    },
    async () => ({ publicKey: push.publicKey() }),
  );

  app.post(
    '/push/subscriptions',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: "This browser's push subscription (PushSubscription.toJSON()), for the logged-in student",
        body: ZPushSubscriptionInput,
        response: { 204: z.null(), 400: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      await push.subscribe(userIdOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: "Stop pushing to this browser (its endpoint); only the caller's own subscription is removed",
        body: ZPushUnsubscribe,
        response: { 204: z.null(), 400: ZErrorBody },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(userIdOf(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
