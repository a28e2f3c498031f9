import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnFreePort, rawExchange } from '../test/raw-socket.js';
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

describe('framework errors before any route is chosen', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers a malformed %-escape with 400 in the one error shape, without echoing the path', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/departments/%zz/courses' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'The address has a malformed %-escape.' },
    });
  });
});

describe('framework and parser errors on a real socket', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    port = await listenOnFreePort(testApp.app);
  });
  afterAll(() => testApp.close());

  const request = (line: Buffer | string) =>
    rawExchange(
      port,
      Buffer.concat([Buffer.from(line), Buffer.from('\r\nHost: localhost\r\nConnection: close\r\n\r\n')]),
    );

  it('turns away a request that arrives while the server closes with 503 in the one error shape, after finishing the one already routed', async () => {
    const drainingApp = await createTestApp();
    const drainingPort = await listenOnFreePort(drainingApp.app);
    let closed: Promise<void> | undefined;
    const exchange = await rawExchange(
      drainingPort,
      'POST /api/auth/logout HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n',
      (socket) => {
        // The first request is routed and waits for its body; then the server starts closing,
        // and the body arrives with a second request pipelined behind it.
        setTimeout(() => {
          closed = drainingApp.app.close();
          setTimeout(() => socket.write('{}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'), 100);
        }, 100);
      },
    );
    await closed;
    await drainingApp.database.release();
    const statuses = [...exchange.response.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(['401', '503']);
    const lastBody = exchange.response.split('\r\n\r\n').at(-1) ?? '';
    expect(JSON.parse(lastBody)).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The server is restarting. Please try again in a moment.' },
    });
  });

  it('answers a path parameter over 100 characters with 414 in the one error shape', async () => {
    const exchange = await request(`GET /api/departments/${'1'.repeat(101)}/courses HTTP/1.1`);
    expect(exchange.status).toBe(414);
    expect(exchange.response).toMatch(/\r\ncontent-type: application\/json/i);
    expect(exchange.json).toEqual({ error: { code: 'URI_TOO_LONG', message: 'A part of the address is too long.' } });
  });

  it('answers raw non-ASCII bytes in the request line with 400 in the one error shape', async () => {
    const line = Buffer.concat([
      Buffer.from('GET /api/papers/'),
      Buffer.from([0xc3, 0xa9, 0xff]),
      Buffer.from(' HTTP/1.1'),
    ]);
    const exchange = await request(line);
    expect(exchange.status).toBe(400);
    expect(exchange.response).toMatch(/\r\ncontent-type: application\/json/i);
    expect(exchange.json).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'The request is malformed.' } });
  });

  it('answers headers over the size limit with 431 in the one error shape', async () => {
    const exchange = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(exchange.status).toBe(431);
    expect(exchange.json).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
    });
  });
});
