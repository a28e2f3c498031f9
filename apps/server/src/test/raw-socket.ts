/**
 * Talks HTTP over a plain TCP socket, for what `inject` never reaches: Node's request-line
 * parser, its timeouts, and the connection itself.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free port of 127.0.0.1 and returns it. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
  return address.port;
}

export interface RawExchange {
  /** Everything the server wrote before the connection ended. */
  response: string;
  /** The status code of the first status line, or null when nothing came back. */
  status: number | null;
  /** The parsed JSON body, when there is one. */
  json: unknown;
}

function parseExchange(response: string): RawExchange {
  const status = /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1];
  const bodyText = response.split('\r\n\r\n').slice(1).join('\r\n\r\n');
  let json: unknown = undefined;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  return { response, status: status ? Number(status) : null, json };
}

/**
 * Writes `request` (raw bytes, kept as they are) and reads until the server closes the
 * connection. `send` may write more later; the promise settles only when the server ends it.
 */
export function rawExchange(
  port: number,
  request: Buffer | string,
  send?: (socket: net.Socket) => void,
): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('connect', () => {
      socket.write(request);
      send?.(socket);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that cuts the connection may reset it; what arrived before still counts.
      if (error.code === 'ECONNRESET') return;
      reject(error);
    });
    socket.on('close', () => resolve(parseExchange(Buffer.concat(chunks).toString('utf8'))));
  });
}
