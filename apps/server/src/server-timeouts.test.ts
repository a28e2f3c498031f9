/**
 * The HTTP server's timeouts, over a real socket: Node enforces them on the connection, which
 * `inject` never opens. Short timeouts (1 s) keep the tests quick; the defaults are in config.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { listenOnFreePort, rawExchange } from './test/raw-socket.js';
import { createTestApp, type TestApp } from './test/test-app.js';

describe('HTTP timeouts', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        REQUEST_TIMEOUT_SECONDS: '1',
        HEADERS_TIMEOUT_SECONDS: '1',
        KEEP_ALIVE_TIMEOUT_SECONDS: '1',
        CONNECTION_TIMEOUT_SECONDS: '20',
      },
    });
    port = await listenOnFreePort(testApp.app);
  });
  afterAll(() => testApp.close());

  it('cuts off a body that announces 100 bytes and sends 1, answering 408 in the one error shape', async () => {
    const exchange = await rawExchange(
      port,
      'POST /api/auth/otp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    expect(exchange.status).toBe(408);
    expect(exchange.json).toEqual({
      error: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
    });
  });

  it('cuts off headers that never finish', async () => {
    const exchange = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: a');
    expect(exchange.status).toBe(408);
    expect(exchange.json).toEqual({
      error: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
    });
  });

  it('closes an idle keep-alive connection after its timeout, once the reply is complete', async () => {
    const exchange = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(exchange.status).toBe(200);
    expect(exchange.response).toMatch(/\r\nkeep-alive: timeout=1\r\n/i);
  });

  it('sets every timeout on the server from the configuration', () => {
    expect(testApp.app.server.requestTimeout).toBe(1000);
    expect(testApp.app.server.headersTimeout).toBe(1000);
    expect(testApp.app.server.keepAliveTimeout).toBe(1000);
    expect(testApp.app.server.timeout).toBe(20_000);
  });
});

describe('HTTP timeout defaults', () => {
  it('are set, with keep-alive above a 60 s proxy idle timeout', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 30_000,
      headersMs: 10_000,
      keepAliveMs: 72_000,
      connectionMs: 120_000,
    });
  });
});
