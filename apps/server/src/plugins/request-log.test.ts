import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertStudent } from '../test/accounts.js';
import { FakeSmsSender } from '../test/fake-sms.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  url?: string;
  [key: string]: unknown;
}

const DEBUG = 20;
const INFO = 30;
const WARN = 40;
const ERROR = 50;

const linesIn = (testApp: TestApp) =>
  testApp
    .logs()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

/** The request lines of `url` (each test asks for its own url, or counts them before and after). */
const requestLinesOf = (testApp: TestApp, url: string) =>
  linesIn(testApp).filter((line) => line.url === url && line.msg === 'request completed');

describe('request log at production level (info)', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ sms, seed: true, captureLogs: true, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes no line for a healthy read, nor for a read of a path that does not exist', async () => {
    const read = await testApp.app.inject({ method: 'GET', url: '/api/papers?type=Major' });
    expect(read.statusCode).toBe(200);
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(requestLinesOf(testApp, '/api/papers?type=Major')).toEqual([]);
    expect(requestLinesOf(testApp, '/api/no-such-thing')).toEqual([]);
    expect(testApp.logs()).not.toContain('/api/no-such-thing');
  });

  it('writes one line for a write: method, path, route, status, time and request id, nothing else', async () => {
    const { phone } = await insertStudent(testApp.database.db);
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      payload: { countryCode: '+91', phone },
      headers: { 'user-agent': 'a-telling-user-agent' },
    });
    expect(sent.statusCode).toBe(202);
    const lines = requestLinesOf(testApp, '/api/auth/otp');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: INFO,
      method: 'POST',
      url: '/api/auth/otp',
      route: '/api/auth/otp',
      statusCode: 202,
    });
    expect(typeof line?.responseTime).toBe('number');
    expect(line?.reqId).toEqual(expect.any(String));
    expect(Object.keys(line ?? {}).sort()).toEqual(
      [
        'hostname',
        'level',
        'method',
        'msg',
        'pid',
        'reqId',
        'responseTime',
        'route',
        'statusCode',
        'time',
        'url',
      ].sort(),
    );
    // Neither the body (the phone number) nor a header is in it.
    expect(JSON.stringify(line)).not.toContain(phone);
    expect(JSON.stringify(line)).not.toContain('a-telling-user-agent');
  });

  it('writes one line for a refused read, never its Authorization header', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer not-a-real-token-but-long-enough' },
    });
    expect(reply.statusCode).toBe(401);
    const lines = requestLinesOf(testApp, '/api/me');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: INFO, method: 'GET', route: '/api/me', statusCode: 401 });
    expect(linesIn(testApp).some((line) => line.msg === 'incoming request')).toBe(false);
    expect(testApp.logs()).not.toContain('not-a-real-token');
  });

  it('writes one line, at warn, for a read that took the slow threshold or longer', async () => {
    // Every reading of the clock Fastify times requests by is a second after the last.
    let calls = 0;
    const start = performance.now();
    vi.spyOn(performance, 'now').mockImplementation(() => start + 1000 * ++calls);
    const read = await testApp.app.inject({ method: 'GET', url: '/api/papers?type=Minor' });
    vi.restoreAllMocks();
    expect(read.statusCode).toBe(200);
    const lines = requestLinesOf(testApp, '/api/papers?type=Minor');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: WARN, method: 'GET', route: '/api/papers', statusCode: 200, slow: true });
    expect(lines[0]?.responseTime).toBeGreaterThanOrEqual(1000);
  });
});

describe('request log of a failure', () => {
  it('writes the 5xx request at error, beside the error itself', async () => {
    const testApp = await createTestApp({ captureLogs: true, env: { LOG_LEVEL: 'info' } });
    // A database that has gone away makes every query throw deep inside the driver.
    await testApp.database.db.destroy();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/papers?type=Major' });
    expect(response.statusCode).toBe(500);
    const lines = requestLinesOf(testApp, '/api/papers?type=Major');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: ERROR, method: 'GET', route: '/api/papers', statusCode: 500 });
    const reqId = lines[0]?.reqId;
    const errorLine = linesIn(testApp).find((line) => line.reqId === reqId && line.msg !== 'request completed');
    expect(errorLine).toMatchObject({ level: ERROR, err: { type: expect.any(String) as unknown } });
    await testApp.database.release();
  });
});

describe('healthy reads brought back', () => {
  it('writes one healthy read in LOG_SAMPLE_READS at info, marked as sampled', async () => {
    const testApp = await createTestApp({
      seed: true,
      captureLogs: true,
      env: { LOG_LEVEL: 'info', LOG_SAMPLE_READS: '3' },
    });
    for (let index = 0; index < 7; index += 1)
      expect((await testApp.app.inject({ method: 'GET', url: '/api/papers?type=Major' })).statusCode).toBe(200);
    const lines = requestLinesOf(testApp, '/api/papers?type=Major');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatchObject({ level: INFO, statusCode: 200, sampled: true });
    await testApp.close();
  });

  it('writes every healthy read at LOG_LEVEL=debug', async () => {
    const testApp = await createTestApp({ seed: true, captureLogs: true, env: { LOG_LEVEL: 'debug' } });
    for (let index = 0; index < 3; index += 1)
      expect((await testApp.app.inject({ method: 'GET', url: '/api/papers?type=Major' })).statusCode).toBe(200);
    const lines = requestLinesOf(testApp, '/api/papers?type=Major');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatchObject({ level: DEBUG, route: '/api/papers', statusCode: 200 });
    await testApp.close();
  });
});
