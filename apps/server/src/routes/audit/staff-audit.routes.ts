/** The audit log, for admins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditLogPage, ZAuditLogQuery, ZErrorBody } from '@padanam/contract';
import { ADMINS_ONLY } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

export const staffAuditRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { audit } }) => {
  app.get(
    '/admin/audit-log',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['admin: audit'],
        summary: 'Every staff write, newest first, filtered by who, what kind of record, which one, or action',
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage, 400: ZErrorBody },
      },
    },
    async (request) => audit.listEntries(request.query),
  );
};
