/** The API's routes as the route inventory recorded them, with who each admits. */
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { RouteAccess } from '../plugins/access-control.js';

export interface ApiRoute {
  method: HTTPMethods;
  /** As registered, with `:name` parameters: `/api/attempts/:id`. */
  url: string;
  access: RouteAccess | undefined;
  schema: Record<string, unknown> | undefined;
}

/**
 * The API areas' routes and GET /metrics (whose access is declared like theirs), not the routes of
 * the other plugins (docs UI, the OpenAPI document, static files).
 */
export const isApiRoute = (url: string) =>
  url === '/metrics' || (url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json');

export function isDeclaredAccess(access: unknown): access is RouteAccess {
  if (access === 'public' || access === 'owned' || access === 'metrics-token') return true;
  if (typeof access !== 'object' || access === null || !('staff' in access)) return false;
  const { staff } = access as { staff: unknown };
  return Array.isArray(staff) && staff.every((role) => typeof role === 'string');
}

/** One entry per method of every API route (HEAD included: Fastify adds one beside each GET). */
export function listApiRoutes(app: FastifyInstance): ApiRoute[] {
  return app.routeInventory
    .filter((route) => isApiRoute(route.url))
    .flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: route.config?.access,
        schema: route.schema as Record<string, unknown> | undefined,
      })),
    );
}

export const routeKey = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The route's path parameters in order: `/api/attempts/:id/answers/:questionId` → id, questionId. */
export const pathParameters = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
