/** Public catalogue reads identify a caller when they can, and never refuse one for a stale token. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../lib/clock.js';
import { SESSION_ABSOLUTE_MS } from '../modules/auth/session-token.js';
import { bearer, insertStudent, logIn } from '../test/accounts.js';
import { FakeSmsSender } from '../test/fake-sms.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('a route that identifies but does not require a user', () => {
  const clock = createFakeClock();
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let paperId: number;
  const newSession = async () => logIn(testApp.app, sms, (await insertStudent(testApp.database.db)).phone);
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    testApp = await createTestApp({ clock, sms, seed: true });
    const list = await get('/api/papers?type=Major');
    paperId = list.json().papers[0].id;
  });
  afterAll(() => testApp.close());

  const publicUrls = () => [`/api/papers/${paperId}`, `/api/papers/${paperId}/modules`];

  async function expectAnonymousView(headers: Record<string, string>) {
    for (const url of publicUrls()) {
      const anonymous = await get(url);
      const withStaleToken = await get(url, headers);
      expect(withStaleToken.statusCode, url).toBe(200);
      expect(withStaleToken.json(), url).toEqual(anonymous.json());
    }
  }

  it('gives the anonymous view for a revoked token', async () => {
    const token = await newSession();
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    await expectAnonymousView(bearer(token));
  });

  it('gives the anonymous view for an expired token', async () => {
    const token = await newSession();
    clock.advance(SESSION_ABSOLUTE_MS + 1);
    await expectAnonymousView(bearer(token));
  });

  it('gives the anonymous view for an unknown or malformed token', async () => {
    await expectAnonymousView(bearer('a'.repeat(43)));
    await expectAnonymousView({ authorization: 'Bearer short' });
    await expectAnonymousView({ authorization: 'Basic dXNlcjpwYXNz' });
  });

  it('still identifies a live token', async () => {
    const token = await newSession();
    const save = await testApp.app.inject({
      method: 'POST',
      url: '/api/saved',
      headers: bearer(token),
      payload: { category: 'paper', id: paperId },
    });
    expect(save.statusCode).toBe(201);
    const identified = await get(`/api/papers/${paperId}`, bearer(token));
    expect(identified.statusCode).toBe(200);
    expect(identified.json().isSaved).toBe(true);
    expect((await get(`/api/papers/${paperId}`)).json().isSaved).toBe(false);
  });

  it('leaves routes that require a user refusing a stale token with 401 SESSION_EXPIRED', async () => {
    const response = await get('/api/me', bearer('a'.repeat(43)));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('SESSION_EXPIRED');
  });
});
