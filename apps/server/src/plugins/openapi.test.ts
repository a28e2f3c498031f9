import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

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

  it('serves a docs UI from our own origin', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    expect(page.body).not.toMatch(/src="https?:\/\//);
  });
});
