/**
 * OpenAPI generated from the route schemas: the document at /api/openapi.json and a
 * browsable UI at /api/docs, both served from our own origin, under the app's own CSP
 * (security-headers.ts): the UI's page loads only our own scripts and styles, so it needs
 * nothing weaker. Off unless `publish` (API_DOCS; on by default outside production): then
 * neither path exists and both answer the ordinary 404.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

async function openApiPlugin(app: FastifyInstance, options: { publish: boolean }) {
  if (!options.publish) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Padanam API',
        description: 'Papers, modules, notes, classes and mock tests for university students.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // No staticCSP: swagger-ui's own policy would replace the app's with a weaker one
  // (inline-capable styles from any https origin, framing by our own pages, swagger's validator).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

export default fp(openApiPlugin, { name: 'openapi' });
