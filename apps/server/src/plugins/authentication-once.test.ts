/**
 * A request's session is looked up once, by the access hook in onRequest; routes add no
 * `requireUser` of their own, and an owned route still refuses a caller without a live session.
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

  it('looks the session up once a request', async () => {
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

  // One route of each file that once added its own requireUser (auth, me, learning, material
  // files, saved, mock tests): the access hook alone refuses a missing and a dead token.
  it.each([
    ['POST', '/api/auth/logout'],
    ['GET', '/api/me'],
    ['PATCH', '/api/me'],
    ['GET', '/api/modules/1/notes'],
    ['GET', '/api/enrollments'],
    ['GET', '/api/notes/1/file'],
    ['GET', '/api/audio/1/file'],
    ['GET', '/api/saved'],
    ['DELETE', '/api/saved/paper/1'],
    ['GET', '/api/results'],
    ['POST', '/api/attempts/1/submit'],
  ] as const)('refuses %s %s without a live session (401)', async (method, url) => {
    const missing = await testApp.app.inject({ method, url });
    const dead = await testApp.app.inject({ method, url, headers: bearer('x'.repeat(43)) });
    expect([missing.statusCode, missing.json().error.code]).toEqual([401, 'UNAUTHENTICATED']);
    expect([dead.statusCode, dead.json().error.code]).toEqual([401, 'SESSION_EXPIRED']);
  });
});
