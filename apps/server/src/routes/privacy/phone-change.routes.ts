/** "Correct my details": the account's phone number, changed with a code sent to the new number. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZMe, ZOtpSent, ZOtpVerify, ZPhoneLogin } from '@padanam/contract';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

export const phoneChangeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { phoneChange } }) => {
  app.post(
    '/me/phone/code',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['privacy'],
        summary: 'Send a code to a new phone number for the account (refused when another account has it)',
        body: ZPhoneLogin,
        response: { 202: ZOtpSent, 400: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody, 502: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await phoneChange.sendCode(userIdOf(request), request.body, request.ip)),
  );

  app.put(
    '/me/phone',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['privacy'],
        summary: "With the code the new number received, change the account's phone number",
        body: ZOtpVerify,
        response: { 200: ZMe, 400: ZErrorBody, 401: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => phoneChange.changePhone(userIdOf(request), request.body),
  );
};
