/**
 * A small HTTP client for the load driver: node:http with a keep-alive agent holding at most
 * `connections` sockets, and a worker pool of the same size, so requests never queue inside
 * the agent and each latency is the time one request spent on the wire and in the server.
 * It asks for gzip like a browser does, so the server pays for compression as it would live.
 */
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gunzip = promisify(zlib.gunzip);

export interface Reply {
  status: number;
  /** Parsed JSON body, or undefined for a network error or a body that is not JSON. */
  body: unknown;
  ms: number;
  /** When the reply arrived (performance.now()), to measure time since a burst began. */
  at: number;
  error?: string;
}

export class Client {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(baseUrl: string, connections: number) {
    this.base = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  request(method: string, path: string, token: string, body?: unknown): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise<Reply>((resolve) => {
      const done = (status: number, parsed: unknown, error?: string) => {
        const at = performance.now();
        resolve({ status, body: parsed, ms: at - started, at, ...(error ? { error } : {}) });
      };
      const request = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          agent: this.agent,
          headers: {
            ...(token === '' ? {} : { authorization: `Bearer ${token}` }),
            'accept-encoding': 'gzip',
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => done(0, undefined, error.message));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const decoded = response.headers['content-encoding'] === 'gzip' ? gunzip(raw) : Promise.resolve(raw);
            decoded.then(
              (text) => {
                let parsed: unknown;
                try {
                  parsed = JSON.parse(text.toString('utf8'));
                } catch {
                  parsed = undefined;
                }
                done(response.statusCode ?? 0, parsed);
              },
              (error: Error) => done(0, undefined, `gunzip: ${error.message}`),
            );
          });
        },
      );
      request.on('error', (error) => done(0, undefined, error.message));
      if (payload !== undefined) request.write(payload);
      request.end();
    });
  }

  /**
   * Opens all the sockets before a timed phase, as a reverse proxy's upstream keep-alive
   * pool would be. A Node server busy with hundreds of requests accepts a new connection
   * only once per event-loop turn, so sockets first opened mid-burst wait seconds to be
   * accepted (bench/README.md, "Connections").
   */
  async openConnections(count: number): Promise<void> {
    const replies = await Promise.all(Array.from({ length: count }, () => this.request('GET', '/api/health', '')));
    const failed = replies.filter((reply) => !isOk(reply)).length;
    if (failed > 0) throw new Error(`${failed} of ${count} connections could not be opened`);
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Runs `task` for every item with at most `concurrency` in flight; results keep item order. */
export async function runPool<T, R>(items: readonly T[], concurrency: number, task: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export const isOk = (reply: Reply) => reply.status >= 200 && reply.status < 300;
