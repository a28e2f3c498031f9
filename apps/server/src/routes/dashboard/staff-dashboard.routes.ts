/**
 * The console's home: today's numbers for teachers and admins (the failed deliveries number for
 * admins only), and the list of failed deliveries behind it (admins).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminDashboard, ZDeliveryFailureQuery, ZDeliveryFailurePage } from '@padanam/contract';
import { ADMINS_ONLY, staffActorOf, TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: home'];

export const staffDashboardRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { dashboard, deliveryFailures } },
) => {
  app.get(
    '/admin/dashboard',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary:
          "Today's numbers (India's day): new students, orders awaiting payment, doubts waiting, tests in a window now, failed SMS and pushes (admins)",
        response: { 200: ZAdminDashboard },
      },
    },
    async (request) => dashboard.today(staffActorOf(request).role),
  );

  app.get(
    '/admin/delivery-failures',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'SMS login codes and web pushes that did not go out, newest first (kept 30 days)',
        querystring: ZDeliveryFailureQuery,
        response: { 200: ZDeliveryFailurePage },
      },
    },
    async (request) => deliveryFailures.listFailures(request.query),
  );
};
