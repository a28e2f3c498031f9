/**
 * Security headers on every reply. The CSP allows only our own scripts and styles:
 * no inline script, no third-party script origin, no plugins, no <base> tricks, no
 * framing of our pages by others, and one frame origin (the video embeds). HSTS only in production (it would pin localhost).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  // The only third-party content: privacy-enhanced YouTube embeds on the video page.
  frameSrc: ['https://www.youtube-nocookie.com'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Helmet with our policy; HSTS only in production. */
export function helmetFor(isProduction: boolean) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    hsts: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The headers helmet writes, captured once: with our policy they depend on nothing in the
 * request (no nonces, no per-request directives), so each reply can get the same set.
 */
export function securityHeadersFor(isProduction: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmetFor(isProduction)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

async function securityHeadersPlugin(app: FastifyInstance, options: { isProduction: boolean }) {
  // Set through Fastify's reply headers, not helmet on the raw response for every request:
  // running helmet's middlewares and Node's setHeader per reply was a quarter of the server's
  // CPU for a cached catalogue read (bench/RESULTS.md, read path).
  const headers = securityHeadersFor(options.isProduction);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
