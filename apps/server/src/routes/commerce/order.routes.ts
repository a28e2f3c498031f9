/** The student's orders: check out, the history, one order, its receipt, and paying by Razorpay. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCheckout,
  ZCheckoutMethods,
  ZCheckoutResult,
  ZErrorBody,
  ZIdParams,
  ZOrder,
  ZOrderDetails,
  ZOrderList,
  ZPaymentCallback,
  ZRazorpayCheckout,
  ZReceipt,
} from '@padanam/contract';
import { z } from 'zod';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { services: { checkout, orders, razorpay } },
) => {
  app.get(
    '/checkout/methods',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'How this server sells: Razorpay, WhatsApp orders, or both',
        response: { 200: ZCheckoutMethods },
      },
    },
    async () => ({ methods: checkout.methods() }),
  );

  app.post(
    '/orders',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary:
          'Check out: the cart becomes an order at the server prices and is emptied; a total other than seenTotalPaise is 409 PRICE_CHANGED',
        body: ZCheckout,
        response: { 201: ZCheckoutResult, 409: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await checkout.checkout(userIdOf(request), request.body)),
  );

  app.get(
    '/orders',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: "The caller's orders, newest first",
        response: { 200: ZOrderList },
      },
    },
    async (request) => ({ items: await orders.listOrders(userIdOf(request)) }),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: "One of the caller's orders (another student's is 404)",
        params: ZIdParams,
        response: { 200: ZOrderDetails, 404: ZErrorBody },
      },
    },
    async (request) => orders.getOrder(userIdOf(request), request.params.id),
  );

  app.get(
    '/orders/:id/receipt',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'The printable receipt of one of the caller orders',
        params: ZIdParams,
        response: { 200: ZReceipt, 404: ZErrorBody },
      },
    },
    async (request) => orders.getReceipt(userIdOf(request), request.params.id),
  );

  app.post(
    '/orders/:id/cancel',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Cancel an order of the student that is not paid yet (awaiting payment or failed)',
        params: ZIdParams,
        body: z.object({}).strict().nullish(),
        response: { 200: ZOrderDetails, 409: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => orders.cancelOwn(userIdOf(request), request.params.id),
  );

  app.post(
    '/orders/:id/razorpay',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Open the Razorpay payment of an unpaid order: what Checkout needs (the gateway order is made once)',
        params: ZIdParams,
        body: z.object({}).strict().nullish(),
        response: { 200: ZRazorpayCheckout, 409: ZErrorBody, 502: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => razorpay.startPayment(userIdOf(request), request.params.id),
  );

  app.post(
    '/orders/:id/payment',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary:
          "Razorpay Checkout's success callback: verified against the order id stored here; a bad signature is 400 and changes nothing",
        params: ZIdParams,
        body: ZPaymentCallback,
        response: { 200: ZOrder, 409: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => razorpay.confirmCallback(userIdOf(request), request.params.id, request.body),
  );
};
