/**
 * The Razorpay payment page, `/pay/:orderId`: the one page that runs a third party's script
 * (Razorpay Checkout), so it is served here with a CSP of its own that admits exactly what
 * Checkout loads (its script, CDN, frame and telemetry origins, each cited below) and nothing
 * else, while the web app keeps its strict policy. The page is
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

/**
 * What Razorpay Checkout loads, and nothing more. Razorpay's documentation site publishes no
 * CSP list for Checkout; the list Razorpay itself ships is the CSP allowlist of its own Magento
 * module, https://github.com/razorpay/razorpay-magento/blob/master/etc/csp_whitelist.xml, which
 * Razorpay's maintainers keep up to date as Checkout changes (razorpay-magento issues #537 and
 * #542: cdn.razorpay.com added when checkout.js began loading its risk-detection script). Each
 * origin below is one entry of that file.
 */
const RAZORPAY_CDN = 'https://cdn.razorpay.com';
/** csp_whitelist.xml `connect-src` "razorpay_lumberjack" and "razorpay_lumberjack_metrics": Checkout's telemetry. */
const RAZORPAY_TELEMETRY = ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'];

/**
 * The payment page's policy: the web app's, with Checkout's origins added where Checkout needs
 * them. The script and frame origins are the configured ones (RAZORPAY_CHECKOUT_URL and
 * RAZORPAY_API_URL; Razorpay's own by default, the tests' stand-in on 127.0.0.1 otherwise).
 */
export function paymentPagePolicy(razorpay: RazorpayConfig): string {
  const checkoutOrigin = new URL(razorpay.checkoutUrl).origin;
  const apiOrigin = new URL(razorpay.apiUrl).origin;
  const directives: Directives = {
    ...CONTENT_SECURITY_POLICY,
    // csp_whitelist.xml `script-src`: checkout.js from https://checkout.razorpay.com
    // ("razorpay_checkout"), and the scripts it loads from Razorpay's CDN ("razorpay_cdn").
    scriptSrc: ["'self'", checkoutOrigin, RAZORPAY_CDN],
    // csp_whitelist.xml `img-src` "razorpay_cdn": logos and method icons inside Checkout.
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, RAZORPAY_CDN],
    // csp_whitelist.xml `connect-src`: Checkout's telemetry; 'self' is the page's own API calls.
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...RAZORPAY_TELEMETRY],
    // csp_whitelist.xml `frame-src` "razorpay_api": Checkout's form, a frame from
    // https://api.razorpay.com; the one frame here (no video embeds on this page).
    frameSrc: [apiOrigin],
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
