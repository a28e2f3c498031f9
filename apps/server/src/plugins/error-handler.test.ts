import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('the one error shape', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each(['/api/nope', '/api/papers/1/nope', '/nope'])('answers 404 for the unknown path %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: `No route for GET ${url}` },
    });
  });

  it('answers 404 for an unknown method on a known path', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/papers?type=Major' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('a 5xx', () => {
  it('carries no stack, driver message or other internals', async () => {
    const testApp = await createTestApp();
    // A database that has gone away makes every query throw deep inside the driver.
    await testApp.database.db.destroy();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/papers?type=Major' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' },
    });
    expect(response.body).not.toMatch(/destroy|driver|kysely|at \w+ \(|\.ts:\d+/i);
    await testApp.database.release();
  });
});
