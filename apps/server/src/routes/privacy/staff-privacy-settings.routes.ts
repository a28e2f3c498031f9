/**
 * The college's privacy settings: whether it is exempt as an educational institution (DPDP Rules
 * 2025, Fourth Schedule), so a child's signup needs no parent's consent. Admins only; audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZPrivacySettings } from '@padanam/contract';
import { ADMINS_ONLY, staffActorOf } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: privacy'];

export const staffPrivacySettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { consents } },
) => {
  app.get(
    '/admin/privacy-settings',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: "The college's privacy settings",
        response: { 200: ZPrivacySettings },
      },
    },
    async () => consents.getSettings(),
  );

  app.put(
    '/admin/privacy-settings',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: "Whether the college is exempt as an educational institution (a child's signup then needs no parent)",
        body: ZPrivacySettings,
        response: { 200: ZPrivacySettings, 400: ZErrorBody },
      },
    },
    async (request) => consents.updateSettings(staffActorOf(request).userId, request.body),
  );
};
