/**
 * Consent on record: agreeing to a changed privacy notice, the optional purposes a student
 * chooses in the profile, and a child's signup (whether it needs a parent, the parent's code).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConsentChoices,
  ZConsentPurposeParams,
  ZConsentUpdate,
  ZErrorBody,
  ZMe,
  ZMinorSignupRule,
  ZNoticeAgreement,
  ZOtpSent,
  ZParentCodeRequest,
} from '@padanam/contract';
import { requestLanguage } from '../../i18n/request-language.js';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['privacy'];

export const consentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { consents, users } }) => {
  app.post(
    '/me/consents/notice',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: "Agree to the privacy notice's current version (asked again when it changes)",
        body: ZNoticeAgreement,
        response: { 200: ZMe, 400: ZErrorBody },
      },
    },
    async (request) => {
      await consents.agreeToNotice(userIdOf(request), request.body.version);
      return { user: await users.getUser(userIdOf(request)) };
    },
  );

  app.get(
    '/me/consents',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: "The signed-in student's choice for each optional purpose (off until chosen)",
        response: { 200: ZConsentChoices },
      },
    },
    async (request) => ({ choices: await consents.listChoices(userIdOf(request)) }),
  );

  app.put(
    '/me/consents/:purpose',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Give or withdraw consent to one optional purpose; every change is recorded',
        params: ZConsentPurposeParams,
        body: ZConsentUpdate,
        response: { 200: ZConsentChoices, 400: ZErrorBody },
      },
    },
    async (request) => ({
      choices: await consents.setChoice(userIdOf(request), request.params.purpose, request.body.given),
    }),
  );

  app.get(
    '/auth/parent-consent',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Whether a student under 18 needs a parent's consent to sign up (not at an exempt college)",
        response: { 200: ZMinorSignupRule },
      },
    },
    async () => ({ parentConsentRequired: await consents.isParentConsentRequired() }),
  );

  app.post(
    '/auth/parent-consent/code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Send an SMS code to a parent's phone for a child's signup; the code is never in the reply",
        body: ZParentCodeRequest,
        response: { 202: ZOtpSent, 400: ZErrorBody, 429: ZErrorBody, 502: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await consents.sendParentCode(request.body, requestLanguage(request.headers['accept-language']), request.ip),
        ),
  );
};
