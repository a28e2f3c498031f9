/**
 * `@fastify/multipart`, with its request hooks on the upload routes only. The plugin adds an
 * async `onRequest` and `onResponse` hook (they clean temporary files saved by
 * `saveRequestFiles`) to the whole app, so every request paid for two more async hooks, the
 * exam start included. Here its decorators and its content-type parser stay app-wide (a
 * multipart body sent to a JSON route is refused by that route's own body check, as before),
 * while each hook it adds is given to the routes whose schema `consumes` multipart/form-data.
 */
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

type HookName = 'onRequest' | 'onResponse' | 'preValidation' | 'preHandler' | 'onSend';
const ROUTE_HOOKS: ReadonlySet<string> = new Set<HookName>([
  'onRequest',
  'onResponse',
  'preValidation',
  'preHandler',
  'onSend',
]);

/** Whether a route reads a multipart form (its schema says so; the OpenAPI document shows it too). */
export const consumesMultipart = (schema: RouteOptions['schema']) =>
  (schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data') ?? false;

async function multipartUploadsPlugin(app: FastifyInstance, options: FastifyMultipartOptions) {
  const hooks: [HookName, unknown][] = [];
  // The plugin sees the app as it is, except that the request hooks it adds are kept here.
  const hooksKept = new Proxy(app, {
    get(target, key) {
      if (key !== 'addHook') return Reflect.get(target, key) as unknown;
      return (name: string, hook: unknown) => {
        if (!ROUTE_HOOKS.has(name)) throw new Error(`@fastify/multipart added a ${name} hook; give it a place here`);
        hooks.push([name as HookName, hook]);
        return hooksKept;
      };
    },
  });
  await new Promise<void>((resolve, reject) => {
    multipart(hooksKept, options, (error?: Error) => (error ? reject(error) : resolve()));
  });
  app.addHook('onRoute', (route) => {
    if (!consumesMultipart(route.schema)) return;
    const own = route as unknown as Record<HookName, unknown>;
    for (const [name, hook] of hooks) {
      const present = own[name];
      own[name] = present === undefined ? [hook] : [...(Array.isArray(present) ? present : [present]), hook];
    }
  });
}

export default fp(multipartUploadsPlugin, { name: 'multipart-uploads' });
