/** The student's cart (their own only). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCart, ZCartAdd, ZErrorBody, ZIdParams, ZPlanPrices } from '@padanam/contract';
import { z } from 'zod';
import { userIdOf } from '../../plugins/authentication.js';
import type { RouteOptions } from '../route-options.js';

const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { cart } }) => {
  app.get(
    '/plans',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'What each plan costs today: the lowest paper price and the lowest module price on sale, with list prices',
        response: { 200: ZPlanPrices },
      },
    },
    async () => cart.planPrices(),
  );

  app.get(
    '/cart',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: "The caller's cart: each line at the server's current price, the count and the total in paise",
        response: { 200: ZCart },
      },
    },
    async (request) => cart.getCart(userIdOf(request)),
  );

  app.post(
    '/cart/items',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Add a paper ({ paperId }) or one module ({ moduleId }); owned or already there is 409',
        body: ZCartAdd,
        response: { 201: ZCart, 400: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await cart.addToCart(userIdOf(request), request.body)),
  );

  app.delete(
    '/cart/items/:id',
    {
      config: { access: 'owned' },
      schema: {
        tags,
        summary: 'Remove one line of the cart (by the line id)',
        params: ZIdParams,
        response: { 200: ZCart, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => cart.removeFromCart(userIdOf(request), request.params.id),
  );

  app.delete(
    '/cart',
    {
      config: { access: 'owned' },
      schema: { tags, summary: 'Empty the cart', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await cart.emptyCart(userIdOf(request));
      return reply.code(204).send(null);
    },
  );
};
