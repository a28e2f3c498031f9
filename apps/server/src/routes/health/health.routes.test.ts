import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers ok with the engine after a real round trip', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
    });
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 in the error shape', async () => {
    const testApp = await createTestApp();
    await testApp.database.db.destroy();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unreachable.' },
    });
    // The database plugin would close the destroyed pool again; skip app.close() and release directly.
    await testApp.database.release();
  });
});
