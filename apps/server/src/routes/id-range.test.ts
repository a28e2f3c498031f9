/**
 * Ids are read one way everywhere (path, query, body, JSON keys): canonical digits within the
 * 32-bit column range. Past it, PostgreSQL refused the query and the caller got a 500; odd
 * spellings (`0x2`, `2e0`, `+2`) were read as some other id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT_PHONE } from '../db/seed/seed-demo-data.js';
import { bearer, logIn } from '../test/accounts.js';
import { FakeSmsSender } from '../test/fake-sms.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const PAST_THE_COLUMN = '2147483648';
const LAST_ID = '2147483647';

describe('ids past the column range or written oddly', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let token: string;
  let moduleId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms });
    token = await logIn(testApp.app, sms, DEMO_STUDENT_PHONE);
    const paperId = (await call('GET', '/api/papers?type=Major')).json().papers[0].id;
    moduleId = (await call('GET', `/api/papers/${paperId}/modules`)).json().modules[0].id;
  });
  afterAll(() => testApp.close());

  it.each([
    `/api/papers/${PAST_THE_COLUMN}`,
    `/api/papers/${PAST_THE_COLUMN}/modules`,
    '/api/departments/9007199254740991/courses',
    `/api/modules/${PAST_THE_COLUMN}`,
    `/api/modules/${PAST_THE_COLUMN}/notes`,
    `/api/modules/${PAST_THE_COLUMN}/tests`,
    `/api/videos/${PAST_THE_COLUMN}`,
    `/api/notes/${PAST_THE_COLUMN}/file`,
    `/api/attempts/${PAST_THE_COLUMN}`,
    '/api/papers/0x2',
    '/api/papers/0b10',
    '/api/papers/2e0',
    '/api/papers/+2',
    '/api/papers/%202%20',
    '/api/papers/2.0',
    '/api/papers/02',
  ])('GET %s is a 400 in the error shape', async (url) => {
    expectRefused(await call('GET', url));
  });

  it('answers the last id in range with a plain 404', async () => {
    expect((await call('GET', `/api/papers/${LAST_ID}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/modules/${LAST_ID}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/attempts/${LAST_ID}`)).statusCode).toBe(404);
  });

  it('refuses out-of-range ids in bodies and in the saved-item and answer paths', async () => {
    expectRefused(
      await call('POST', '/api/attempts', { moduleId: Number(PAST_THE_COLUMN), category: 'weekly_challenge' }),
    );
    expectRefused(await call('POST', '/api/saved', { category: 'paper', id: Number(PAST_THE_COLUMN) }));
    expectRefused(await call('DELETE', `/api/saved/paper/${PAST_THE_COLUMN}`));
    expectRefused(await call('PUT', `/api/attempts/${LAST_ID}/answers/${PAST_THE_COLUMN}`, { option: 0 }));
  });

  it('refuses a signup whose course or department is past the column range', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Range Probe',
        email: 'range.probe@example.in',
        phone: '9700000999',
        collegeName: 'University College, Thiruvananthapuram',
        department: PAST_THE_COLUMN,
        semester: '3',
        course: PAST_THE_COLUMN,
      },
    });
    expectRefused(response);
    expect(response.json().error.message).toContain('Please select your course');
  });

  it('takes each question of a submit once: no padded keys, no more answers than questions', async () => {
    const attempt = (await call('POST', '/api/attempts', { moduleId, category: 'weekly_challenge' })).json();
    const [first] = attempt.questions as { id: number }[];
    expectRefused(await call('POST', `/api/attempts/${attempt.id}/submit`, { answers: { [`0${first!.id}`]: 0 } }));
    const tooMany = Object.fromEntries(
      Array.from({ length: attempt.questions.length + 1 }, (_, index) => [String(1_000_000 + index), 0]),
    );
    expectRefused(await call('POST', `/api/attempts/${attempt.id}/submit`, { answers: tooMany }));
    expect((await call('GET', `/api/attempts/${attempt.id}`)).json().status).toBe('open');
  });
});
