import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('request log', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ captureLogs: true });
  });
  afterAll(() => testApp.close());

  /** Every line of the request to `url` (one request per url in this file), found by its request id. */
  const linesOf = (url: string) => {
    const lines = testApp
      .logs()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string }; [key: string]: unknown });
    const reqId = lines.find((line) => line.req?.url === url)?.reqId;
    expect(reqId).toBeDefined();
    return lines.filter((line) => line.reqId === reqId);
  };

  it('writes one line per request, with the method, path, status and time', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/papers?type=Major' });
    const [line, ...more] = linesOf('/api/papers?type=Major');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/papers?type=Major' },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe('number');
  });

  it('writes a failed request on one line too, never its Authorization header', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer not-a-real-token-but-long-enough' },
    });
    expect(reply.statusCode).toBe(401);
    const lines = linesOf('/api/me');
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    expect(JSON.stringify(lines)).not.toContain('not-a-real-token');
  });
});
