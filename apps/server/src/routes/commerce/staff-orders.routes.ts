/** The console's orders: teachers and admins read them; admins confirm, cancel and refund. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminOrder, ZAdminOrderListQuery, ZAdminOrderPage, ZErrorBody, ZIdParams } from '@padanam/contract';
import { z } from 'zod';
import { ADMINS_ONLY, staffActorOf, TEACHERS_AND_ADMINS } from '../../plugins/access-control.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['admin: orders'];
const ZNoBody = z.object({}).strict().nullish();

export const staffOrderRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { orderAdmin } }) => {
  app.get(
    '/admin/orders',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'Orders, newest first: by status, method, order number, buyer name or phone',
        querystring: ZAdminOrderListQuery,
        response: { 200: ZAdminOrderPage, 404: ZErrorBody },
      },
    },
    async (request) => orderAdmin.listOrders(request.query),
  );

  app.get(
    '/admin/orders/:id',
    {
      config: { access: TEACHERS_AND_ADMINS },
      schema: {
        tags,
        summary: 'One order with its buyer',
        params: ZIdParams,
        response: { 200: ZAdminOrder, 404: ZErrorBody },
      },
    },
    async (request) => orderAdmin.oneOrder(request.params.id),
  );

  const actions = [
    ['confirm', 'Confirm a WhatsApp order whose money has arrived: it is paid and enrolls, once'],
    ['cancel', 'Cancel an order that has not been paid'],
    ['refund', 'Refund a paid order (through Razorpay when paid by Razorpay) and revoke what it granted'],
  ] as const;
  for (const [action, summary] of actions) {
    app.post(
      `/admin/orders/:id/${action}`,
      {
        config: { access: ADMINS_ONLY },
        schema: {
          tags,
          summary,
          params: ZIdParams,
          body: ZNoBody,
          response: { 200: ZAdminOrder, 409: ZErrorBody, 502: ZErrorBody, 404: ZErrorBody },
        },
      },
      async (request) => orderAdmin[action](staffActorOf(request).userId, request.params.id),
    );
  }
};
