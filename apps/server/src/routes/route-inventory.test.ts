import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { isApiRoute, isDeclaredAccess } from '../test/route-access.js';

describe('every API route', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('declares a response schema, and params/query schemas where its URL or handler takes them', () => {
    const apiRoutes = testApp.app.routeInventory.filter((route) => isApiRoute(route.url));
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const route of apiRoutes) {
      const label = `${String(route.method)} ${route.url}`;
      expect(route.schema?.response, `${label} has no response schema`).toBeDefined();
      if (route.url.includes(':')) expect(route.schema?.params, `${label} has no params schema`).toBeDefined();
      const methods = [route.method].flat();
      // An upload's form is read and checked by its handler (routes/read-upload.ts).
      const isUpload = (route.schema?.consumes as string[] | undefined)?.includes('multipart/form-data') ?? false;
      if (!isUpload && methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method))) {
        expect(route.schema?.body, `${label} has no body schema`).toBeDefined();
      }
    }
  });

  it('declares who may call it: public, owned, or staff with the roles it admits', () => {
    const apiRoutes = testApp.app.routeInventory.filter((route) => isApiRoute(route.url));
    const undeclared = apiRoutes
      .filter((route) => !isDeclaredAccess(route.config?.access))
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(undeclared, 'add config: { access: ... } to these routes').toEqual([]);
  });
});
