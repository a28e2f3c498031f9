import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/production-env.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { helmetFor } from './security-headers.js';

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  it('send a CSP that allows only our own scripts and styles', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('frame-src')).toBe('https://www.youtube-nocookie.com');
    expect(csp.get('worker-src')).toBe("'self' blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS in production only', async () => {
    testApp = await createTestApp({ env: { ...PRODUCTION_ENV } });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('are on error replies too', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    ['development', {}],
    ['production', PRODUCTION_ENV],
  ] as const)('are exactly what helmet writes on a real response, in %s', async (_name, env) => {
    // Helmet run on a real Node response, as a per-request middleware would.
    const socket = new net.Socket();
    const response = new http.ServerResponse(new http.IncomingMessage(socket));
    response.setHeader('x-powered-by', 'to be removed');
    helmetFor(env === PRODUCTION_ENV)(response.req, response, () => {});
    const expected = Object.entries(response.getHeaders());
    socket.destroy();
    expect(expected.length).toBeGreaterThanOrEqual(10);

    testApp = await createTestApp({ env: { ...env } });
    for (const url of ['/api/health', '/api/papers?type=Major', '/api/nope']) {
      const reply = await testApp.app.inject({ method: 'GET', url });
      for (const [name, value] of expected) expect([url, name, reply.headers[name]]).toEqual([url, name, value]);
      expect(reply.headers['x-powered-by']).toBeUndefined();
    }
  });
});
