/**
 * Records every route as it is registered, so tests can walk the whole API surface
 * (routes/route-inventory.test.ts: every API route declares its schemas).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    routeInventory: readonly RouteOptions[];
  }
}

async function routeInventoryPlugin(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}

export default fp(routeInventoryPlugin, { name: 'route-inventory' });
