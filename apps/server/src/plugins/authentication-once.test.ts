/**
 * A request's session is looked up once: the access hook checks it in onRequest, and a route's
 * own `preHandler: app.requireUser` then reuses what it found (no second token hash).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as sessionToken from '../modules/auth/session-token.js';
import { hashSessionToken } from '../modules/auth/session-token.js';
import { bearer, insertStudent, logIn } from '../test/accounts.js';
import { FakeSmsSender } from '../test/fake-sms.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

vi.mock('../modules/auth/session-token.js', async (importOriginal) => {
  const original = await importOriginal<typeof sessionToken>();
  return { ...original, hashSessionToken: vi.fn(original.hashSessionToken) };
});

describe('a route that requires a user', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ sms });
  });
  afterAll(() => testApp.close());

  it('looks the session up once a request though both the access hook and the route require a user', async () => {
    const token = await logIn(testApp.app, sms, (await insertStudent(testApp.database.db)).phone);
    vi.mocked(hashSessionToken).mockClear();
    const first = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(vi.mocked(hashSessionToken)).toHaveBeenCalledTimes(2);
  });

  it('still refuses a request without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});
