/**
 * A push service stand-in on 127.0.0.1 for the web push tests: it keeps every message posted to
 * it and answers 201, or 410 for an endpoint under /gone/ and 404 under /missing/ (a browser that
 * unsubscribed), or 500 under /broken/ (a push service failing). A browser stand-in makes subscription keys and decrypts what arrives, so a test
 * reads exactly what the browser would.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export async function startFakePushService() {
  const received: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = path.startsWith('/gone/')
        ? 410
        : path.startsWith('/missing/')
          ? 404
          : path.startsWith('/broken/')
            ? 500
            : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription: an endpoint on the stand-in, and the keys to read what it gets. */
export class FakeBrowser {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  private readonly authSecret = randomBytes(16).toString('base64url');
  readonly endpoint: string;

  constructor(origin: string, path: string) {
    this.ecdh.generateKeys();
    this.endpoint = `${origin}${path}`;
  }

  subscription() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.authSecret },
    };
  }

  /** The messages posted for this browser, decrypted. */
  read(received: readonly ReceivedPush[]): unknown[] {
    const path = new URL(this.endpoint).pathname;
    return received
      .filter((push) => push.path === path)
      .map((push) =>
        JSON.parse(
          ece
            .decrypt(push.body, { version: 'aes128gcm', privateKey: this.ecdh, authSecret: this.authSecret })
            .toString('utf8'),
        ),
      );
  }
}
