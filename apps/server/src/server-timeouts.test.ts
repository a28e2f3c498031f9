/**
 * The HTTP server's timeouts, over a real socket: Node enforces them on the connection, which
 * `inject` never opens. Short timeouts (1 s) keep the tests quick; the defaults are in config.ts.
 */
import net from 'node:net';
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
    expect(testApp.app.server.maxConnections).toBe(4096);
  });
});

interface SilentSocket {
  socket: net.Socket;
  /** Settles when the server ends the connection: what it wrote, and how long after connecting. */
  closed: Promise<{ response: string; afterMs: number }>;
}

/** A connection that never sends a byte; resolves once the server has accepted it. */
async function openSilentSocket(app: TestApp['app'], port: number): Promise<SilentSocket> {
  const accepted = new Promise<void>((resolve) => app.server.once('connection', () => resolve()));
  const socket = net.connect({ port, host: '127.0.0.1' });
  const chunks: Buffer[] = [];
  let connectedAt = Date.now();
  socket.on('connect', () => (connectedAt = Date.now()));
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  const closed = new Promise<{ response: string; afterMs: number }>((resolve) =>
    socket.on('close', () =>
      resolve({ response: Buffer.concat(chunks).toString(), afterMs: Date.now() - connectedAt }),
    ),
  );
  await accepted;
  return { socket, closed };
}

describe('connections that never send a byte', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((testApp) => testApp.close())));

  async function listening(env: Record<string, string>) {
    const testApp = await createTestApp({ env });
    apps.push(testApp);
    return { app: testApp.app, port: await listenOnFreePort(testApp.app) };
  }

  it('are answered 408 and closed at HEADERS_TIMEOUT_SECONDS, long before the connection timeout', async () => {
    const { app, port } = await listening({
      REQUEST_TIMEOUT_SECONDS: '1',
      HEADERS_TIMEOUT_SECONDS: '1',
      CONNECTION_TIMEOUT_SECONDS: '3600',
    });
    const silent = await Promise.all(Array.from({ length: 20 }, () => openSilentSocket(app, port)));
    const results = await Promise.all(silent.map(({ closed }) => closed));
    for (const { response, afterMs } of results) {
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      // Node checks the headers timeout once a second here: closed after it, within that beat
      // (and a wide margin for a loaded machine, still far below the hour of the connection timeout).
      expect(afterMs).toBeGreaterThanOrEqual(900);
      expect(afterMs).toBeLessThan(30_000);
    }
  });

  it('are closed at CONNECTION_TIMEOUT_SECONDS when that comes first', async () => {
    const { app, port } = await listening({
      REQUEST_TIMEOUT_SECONDS: '3600',
      HEADERS_TIMEOUT_SECONDS: '3600',
      CONNECTION_TIMEOUT_SECONDS: '1',
    });
    const { closed } = await openSilentSocket(app, port);
    const { response, afterMs } = await closed;
    expect(response).toBe('');
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(30_000);
  });
});

describe('MAX_CONNECTIONS', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { MAX_CONNECTIONS: '3', CONNECTION_TIMEOUT_SECONDS: '3600' } });
    port = await listenOnFreePort(testApp.app);
  });
  afterAll(() => testApp.close());

  it('closes a connection past the cap at once and keeps serving the ones it holds', async () => {
    const held = await Promise.all([1, 2, 3].map(() => openSilentSocket(testApp.app, port)));
    const dropped = new Promise<void>((resolve) => testApp.app.server.once('drop', () => resolve()));
    const extra = net.connect({ port, host: '127.0.0.1' });
    extra.on('error', () => {});
    const extraClosed = new Promise<void>((resolve) => extra.on('close', () => resolve()));
    await dropped;
    await extraClosed;

    // The held connections still work: one of them asks for /api/health and is answered.
    const first = held[0]!;
    const answer = new Promise<string>((resolve) =>
      first.socket.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    first.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    for (const { socket } of held) socket.destroy();
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
