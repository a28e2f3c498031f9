/**
 * GET /metrics for Prometheus (modules/metrics/metrics.service.ts says what it holds), behind the
 * bearer token METRICS_TOKEN (`config.access: 'metrics-token'`, checked by plugins/access-control.ts
 * before anything else): without a token configured the route does not exist and nothing is
 * measured. With one, one onResponse hook times every request by its route pattern, and the
 * exam and payment routes add a count of their own.
 */
import cluster from 'node:cluster';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ExamAction, MetricsService, PaymentEvent } from '../modules/metrics/metrics.service.js';
import { clusterScraper } from './metrics-cluster.js';

/** The routes whose answers are exam actions (routes/mock-tests/mock-test.routes.ts). */
const EXAM_ROUTES: Record<string, ExamAction> = {
  'POST /api/attempts': 'start',
  'PUT /api/attempts/:id/answers/:questionId': 'save',
  'POST /api/attempts/:id/submit': 'submit',
};

/** The routes whose answers are payment events (routes/commerce/). */
const PAYMENT_ROUTES: Record<string, PaymentEvent> = {
  'POST /api/payments/razorpay/webhook': 'webhook',
  'POST /api/orders': 'order',
  'POST /api/orders/:id/razorpay': 'razorpay_order',
  'POST /api/orders/:id/payment': 'payment_verify',
  'POST /api/orders/:id/cancel': 'order_cancel',
};

/** The route label of a request no route matched (a 404, or a refused method): never its raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsPluginOptions {
  metrics: MetricsService;
  serverProcesses: number;
}

async function metricsPlugin(app: FastifyInstance, { metrics, serverProcesses }: MetricsPluginOptions) {
  if (!metrics.enabled) return;

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  // The exam and payment routes get a hook of their own, so no other request looks them up.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      const exam = EXAM_ROUTES[key];
      const payment = PAYMENT_ROUTES[key];
      if (exam === undefined && payment === undefined) continue;
      const count: onResponseHookHandler = (_request, reply, done) => {
        if (exam !== undefined) metrics.countExamAction(exam, reply.statusCode);
        if (payment !== undefined) metrics.countPaymentEvent(payment, reply.statusCode);
        done();
      };
      const own = route.onResponse;
      route.onResponse = own === undefined ? [count] : [...(Array.isArray(own) ? own : [own]), count];
    }
  });

  const scrape = cluster.isWorker && serverProcesses > 1 ? clusterScraper(metrics.registry) : metrics.scrape;
  app.get(
    '/metrics',
    {
      config: { access: 'metrics-token' },
      schema: {
        hide: true,
        summary: 'Prometheus metrics (bearer METRICS_TOKEN)',
        response: { 200: z.string().describe('Prometheus text format') },
      },
    },
    async (_request, reply) =>
      reply
        .type(metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await scrape()),
  );
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['access-control'] });
