/**
 * The console's data requests beside grievances (admins): students' copies of their data, account
 * deletions and parental consents, paged and filtered; every reading is audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminDataExportPage,
  ZAdminDataExportQuery,
  ZAdminErasurePage,
  ZAdminErasureQuery,
  ZAdminParentalConsentPage,
  ZAdminParentalConsentQuery,
  ZErrorBody,
} from '@padanam/contract';
import { ADMINS_ONLY, staffActorOf } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: data requests'];

export const staffRequestRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { staffRequests } }) => {
  app.get(
    '/admin/data-exports',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary:
          "Students' requests for a copy of their data, newest first, by status (never the copy itself; the reading is audited)",
        querystring: ZAdminDataExportQuery,
        response: { 200: ZAdminDataExportPage, 404: ZErrorBody },
      },
    },
    async (request) => staffRequests.listDataExports(staffActorOf(request).userId, request.query),
  );

  app.get(
    '/admin/erasures',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary:
          'Account deletions, scheduled (with the date due, overdue marked) or carried out, newest first (the reading is audited)',
        querystring: ZAdminErasureQuery,
        response: { 200: ZAdminErasurePage, 404: ZErrorBody },
      },
    },
    async (request) => staffRequests.listErasures(staffActorOf(request).userId, request.query),
  );

  app.get(
    '/admin/parental-consents',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary:
          "Children's signups: a parent's verified consent or the institution's exemption, newest first (the reading is audited)",
        querystring: ZAdminParentalConsentQuery,
        response: { 200: ZAdminParentalConsentPage, 404: ZErrorBody },
      },
    },
    async (request) => staffRequests.listParentalConsents(staffActorOf(request).userId, request.query),
  );
};
