/**
 * Razorpay's webhook. Its signature covers the body exactly as sent, so this route alone reads
 * the body as bytes (a parser of its own, in this plugin only) and parses JSON after checking.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@padanam/contract';
import { z } from 'zod';
import type { RouteOptions } from '../route-options.js';

const ZWebhookReceipt = z.object({
  received: z.literal(true),
  outcome: z.enum(['paid', 'failed', 'refunded', 'mismatch', 'duplicate', 'ignored']),
});

export const razorpayWebhookRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services: { razorpay } }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/razorpay/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          'Razorpay events (payment captured or failed, order paid, refunds): X-Razorpay-Signature over the raw body, each x-razorpay-event-id handled once',
        body: z.instanceof(Buffer),
        headers: z.object({
          'x-razorpay-signature': z.string().max(200).optional(),
          'x-razorpay-event-id': z.string().max(200).optional(),
        }),
        response: { 200: ZWebhookReceipt, 400: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => {
      const { outcome } = await razorpay.handleWebhook(
        request.body,
        request.headers['x-razorpay-signature'],
        request.headers['x-razorpay-event-id'],
      );
      return { received: true as const, outcome };
    },
  );
};
