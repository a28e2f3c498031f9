/**
 * The Razorpay payment page, `/pay/:orderId`: the one page that runs a third party's script
 * (Razorpay Checkout), so it is served here with a CSP of its own that admits Checkout's script
 * and frame origins and nothing else, while the web app keeps its strict policy. The page is
 * built with the web app (apps/web/pay/index.html) and holds no order data: its script asks the
 * API for the order with the student's token, as the web app does.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RazorpayConfig } from '../config.js';
import { notFound } from '../errors.js';
import { CONTENT_SECURITY_POLICY } from './security-headers.js';

type Directives = Record<string, string[] | null>;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function paymentPagePolicy(razorpay: RazorpayConfig): string {
  const checkoutOrigin = new URL(razorpay.checkoutUrl).origin;
  const apiOrigin = new URL(razorpay.apiUrl).origin;
  const directives: Directives = {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: ["'self'", checkoutOrigin],
    frameSrc: [...new Set([checkoutOrigin, apiOrigin])],
  };
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join(';');
}

async function paymentPagePlugin(app: FastifyInstance, options: { root: string; razorpay: RazorpayConfig | null }) {
  const { razorpay } = options;
  if (!razorpay) return;
  const policy = paymentPagePolicy(razorpay);
  const pagePath = path.join(options.root, 'pay', 'index.html');

  app.get<{ Params: { orderId: string } }>(
    '/pay/:orderId',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      // Any order number shows the page; the API decides whether the caller may pay it.
      if (!/^[1-9][0-9]{0,9}$/.test(request.params.orderId)) throw notFound('No such order page');
      const page = await fs.readFile(pagePath, 'utf8').catch(() => null);
      if (page === null) throw notFound('The payment page is not built (run `npm run build`)');
      return reply
        .header('content-security-policy', policy)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );
}

export default fp(paymentPagePlugin, { name: 'payment-page' });
