import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/production-env.js';
import { listApiRoutes, routeKey } from '../test/route-access.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const DOCS_PATHS = ['/api/docs', '/api/docs/', '/api/docs/static/swagger-ui-bundle.js', '/api/openapi.json'];

describe('OpenAPI', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('publishes a document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const listPapers = document.paths['/api/papers'].get;
    expect(listPapers.parameters).toContainEqual(
      expect.objectContaining({
        name: 'type',
        in: 'query',
        required: true,
        schema: expect.objectContaining({ enum: ['Major', 'Minor', 'Common', 'MDC'] }),
      }),
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/papers', '/api/papers/{id}/modules']),
    );
  });

  it('documents each route’s security, 401 and 403 as its config.access says, for every route', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    // GET /metrics is for Prometheus, not in the document (schema.hide), as the pay page is not.
    const routes = listApiRoutes(testApp.app).filter((route) => route.method !== 'HEAD' && !route.schema?.hide);
    expect(routes.length).toBeGreaterThan(60);
    const roleNames = { teacher: 'teachers', admin: 'admins' };
    const disagreements: string[] = [];
    for (const route of routes) {
      const path = route.url.replaceAll(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()] as
        { security?: unknown; responses: Record<string, { description: string }> } | undefined;
      const key = routeKey(route);
      if (!operation) {
        disagreements.push(`${key}: not in the document`);
        continue;
      }
      const { access } = route;
      const expectedSecurity = access === 'public' ? undefined : [{ bearerAuth: [] }];
      if (JSON.stringify(operation.security) !== JSON.stringify(expectedSecurity))
        disagreements.push(`${key} (${JSON.stringify(access)}): security ${JSON.stringify(operation.security)}`);
      if (access !== 'public' && !operation.responses['401']) disagreements.push(`${key}: no 401`);
      if (typeof access === 'object') {
        const refusal = operation.responses['403']?.description ?? '(none)';
        const admitted = access.staff.map((role) => roleNames[role]).join(' and ');
        if (!refusal.includes(`for ${admitted} only`)) disagreements.push(`${key}: 403 is "${refusal}"`);
      }
      const takesInput = ['params', 'querystring', 'body'].some((part) => route.schema?.[part] !== undefined);
      if (takesInput && !operation.responses['400']) disagreements.push(`${key}: takes input but has no 400`);
    }
    expect(disagreements).toEqual([]);
  });

  it('documents 401 on a public route only where the route can answer it', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented401 = listApiRoutes(testApp.app)
      .filter((route) => route.method !== 'HEAD' && route.access === 'public')
      .filter((route) => {
        const path = route.url.replaceAll(/:([A-Za-z]+)/g, '{$1}');
        return document.paths[path]?.[route.method.toLowerCase()]?.responses['401'] !== undefined;
      })
      .map(routeKey);
    // A wrong or expired login code is the one public 401; an optional login (identifyUser, the
    // paper routes) forgives a missing, dead or malformed token and never answers 401.
    expect(documented401).toEqual(['POST /api/auth/otp/verify']);
    for (const url of ['/api/papers/999999', '/api/papers/999999/modules'])
      for (const authorization of ['Bearer ' + 'x'.repeat(43), 'Bearer !', 'Basic abc']) {
        const response = await testApp.app.inject({ method: 'GET', url, headers: { authorization } });
        expect([url, authorization, response.statusCode]).toEqual([url, authorization, 404]);
      }
  });

  it('serves a docs UI from our own origin', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    expect(page.body).not.toMatch(/src="https?:\/\//);
  });
});

describe('OpenAPI in production', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it.each(DOCS_PATHS)('is not published unless asked for: %s is 404 in the one error shape', async (url) => {
    testApp = await createTestApp({ env: PRODUCTION_ENV });
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: `No route for GET ${url}` } });
  });

  it('with API_DOCS=true is published under the app’s own CSP, never a weaker one', async () => {
    testApp = await createTestApp({ env: { ...PRODUCTION_ENV, API_DOCS: 'true' } });
    const appPolicy = (await testApp.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(appPolicy).toContain("script-src 'self'");
    for (const url of DOCS_PATHS) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(400);
      expect(response.headers['content-security-policy'], url).toBe(appPolicy);
    }
    const document = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.json().paths['/api/papers']).toBeDefined();
  });
});
