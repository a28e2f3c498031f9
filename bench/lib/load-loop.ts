/**
 * A small closed-loop HTTP/1.1 load generator for throughput: `connections` keep-alive
 * sockets on 127.0.0.1, each sending one GET, reading the whole reply, and sending the next
 * (no pipelining) until the deadline. Replies are framed by hand (Content-Length or chunked)
 * on raw sockets so the driver costs a few microseconds per request: node:http's client costs
 * more per request than a hello-world server does, and would cap what is measured.
 * Bodies are counted, not decoded; `fetchOnce` checks a reply's content before a run.
 */
import net from 'node:net';

export interface LoadTarget {
  port: number;
  path: string;
  headers: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  /** Replies by status code. */
  statuses: Map<number, number>;
  /** Socket errors or replies that could not be framed. */
  errors: number;
  bodyBytes: number;
  wallMs: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

function requestBytes({ port, path, headers }: LoadTarget): Buffer {
  const lines = [`GET ${path} HTTP/1.1`, `host: 127.0.0.1:${port}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/** Parses replies off one socket's byte stream; returns how many bytes one whole reply took, or 0 if incomplete. */
function frameReply(data: Buffer): { length: number; status: number; bodyBytes: number } | null | 0 {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd < 0) return 0;
  const head = data.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  if (!Number.isInteger(status)) return null;
  const lower = head.toLowerCase();
  const bodyStart = headerEnd + 4;
  const lengthAt = lower.indexOf('\r\ncontent-length:');
  if (lengthAt >= 0) {
    const lineEnd = lower.indexOf('\r\n', lengthAt + 2);
    const bodyBytes = Number(lower.slice(lengthAt + 17, lineEnd < 0 ? undefined : lineEnd).trim());
    if (!Number.isInteger(bodyBytes)) return null;
    return data.length >= bodyStart + bodyBytes ? { length: bodyStart + bodyBytes, status, bodyBytes } : 0;
  }
  if (lower.includes('\r\ntransfer-encoding: chunked')) {
    let at = bodyStart;
    let bodyBytes = 0;
    for (;;) {
      const sizeEnd = data.indexOf(CRLF, at);
      if (sizeEnd < 0) return 0;
      const size = parseInt(data.toString('latin1', at, sizeEnd), 16);
      if (!Number.isInteger(size)) return null;
      at = sizeEnd + 2 + size + 2; // chunk bytes and their CRLF (the last chunk: the final CRLF)
      if (data.length < at) return 0;
      bodyBytes += size;
      if (size === 0) return { length: at, status, bodyBytes };
    }
  }
  // 304 and 204 replies have no body.
  if (status === 304 || status === 204) return { length: bodyStart, status, bodyBytes: 0 };
  return null;
}

/** Sends requests on `connections` sockets for `durationMs` and counts the replies. */
export function runLoad(target: LoadTarget, connections: number, durationMs: number): Promise<LoadResult> {
  const request = requestBytes(target);
  const result: LoadResult = { requests: 0, statuses: new Map(), errors: 0, bodyBytes: 0, wallMs: 0 };
  const started = performance.now();
  const deadline = started + durationMs;

  const connection = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: target.port, noDelay: true });
      let pending: Buffer = Buffer.alloc(0);
      const finish = () => {
        socket.destroy();
        resolve();
      };
      socket.on('connect', () => socket.write(request));
      socket.on('error', () => {
        result.errors += 1;
        finish();
      });
      socket.on('close', finish);
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        for (;;) {
          const reply = frameReply(pending);
          if (reply === 0) return;
          if (reply === null) {
            result.errors += 1;
            finish();
            return;
          }
          result.requests += 1;
          result.bodyBytes += reply.bodyBytes;
          result.statuses.set(reply.status, (result.statuses.get(reply.status) ?? 0) + 1);
          pending = pending.subarray(reply.length);
          if (performance.now() >= deadline) {
            finish();
            return;
          }
          socket.write(request);
        }
      });
    });

  return Promise.all(Array.from({ length: connections }, connection)).then(() => {
    result.wallMs = performance.now() - started;
    return result;
  });
}
