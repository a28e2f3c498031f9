import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SIGNUP_EMAIL_NOTE,
  ZErrorBody,
  ZOtpSent,
  ZOtpVerify,
  ZPhoneLogin,
  ZSession,
  ZSignupDone,
  ZSignupRequest,
} from '@padanam/contract';
import { sessionIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

/**
 * The one reply to a signup that is not refused (a registered phone is; a registered email is
 * not): it says, to everyone alike, that an email in use by another account is not added.
 */
export const SIGNUP_DONE_MESSAGE = `Account created. Log in with your phone number. ${SIGNUP_EMAIL_NOTE}`;

export const authRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  const { otp, sessions, users } = services;

  app.post(
    '/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Create a student account (then log in by SMS code)',
        body: ZSignupRequest,
        response: { 201: ZSignupDone, 400: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      await users.signUp(request.body, request.ip);
      return reply.code(201).send({ message: SIGNUP_DONE_MESSAGE });
    },
  );

  app.post(
    '/auth/otp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Send a login code by SMS; the code itself is never in the reply',
        body: ZPhoneLogin,
        response: { 202: ZOtpSent, 400: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody, 502: ZErrorBody },
      },
    },
    async (request, reply) => reply.code(202).send(await otp.requestCode(request.body, request.ip)),
  );

  app.post(
    '/auth/otp/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Check a login code; a right code gives a session token',
        body: ZOtpVerify,
        response: { 200: ZSession, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => otp.verifyCode(request.body, request.headers['user-agent']),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'owned' },
      schema: {
        tags: ['accounts'],
        summary: 'End this session on the server',
        body: z.object({}).nullish(),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sessions.endSession(sessionIdOf(request));
      return reply.code(204).send(null);
    },
  );
};
