/** "Correct my details": the account's email, changed with a code sent to the new address. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEmailChangeConfirm, ZEmailCodeRequest, ZErrorBody, ZMe, ZOtpSent } from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

export const emailChangeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { emailChange } }) => {
  app.post(
    '/me/email/code',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['privacy'],
        summary:
          'Email a code to a new address for the account (refused when it is the same or another account has it)',
        body: ZEmailCodeRequest,
        response: { 202: ZOtpSent, 400: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody, 502: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await emailChange.sendCode(userIdOf(request), request.body.email, request.ip)),
  );

  app.put(
    '/me/email',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['privacy'],
        summary: "With the code the new address received, change the account's email (the old address is told)",
        body: ZEmailChangeConfirm,
        response: { 200: ZMe, 400: ZErrorBody, 401: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => emailChange.changeEmail(userIdOf(request), request.body),
  );
};
