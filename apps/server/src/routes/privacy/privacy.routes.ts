import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPrivacyNotice } from '@padanam/contract';
import type { RouteOptions } from '../route-options.js';

export const privacyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { privacyNotice } }) => {
  app.get(
    '/privacy/notice',
    {
      config: { access: 'public' },
      schema: {
        tags: ['privacy'],
        summary: "The privacy notice's current version and the privacy contact (null until one is configured)",
        response: { 200: ZPrivacyNotice },
      },
    },
    () => privacyNotice.notice(),
  );
};
