/**
 * At most one log line per request, and none for the requests nobody reads about. Fastify's
 * two lines ("incoming request", "request completed") each held the whole request; at
 * LOG_LEVEL=info they cost as much as a cached catalogue read (bench/RESULTS.md). Now:
 * - a line holds the method, path, route pattern, status, time and request id (never headers);
 * - a healthy read (GET/HEAD/OPTIONS answered below 400, or 404, under the slow threshold) is
 *   written at debug, and one in `sampleReadsEvery` at info, so production keeps none by default;
 * - every write, every other refusal (400, 401, 403, 409, 429, …) is written at info, a slow
 *   request at warn, a 5xx or a request that errored at error.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export interface RequestLogOptions {
  /** A request that took at least this long is written at warn (LOG_SLOW_REQUEST_MS). */
  slowMs: number;
  /** One healthy read in this many is written at info; 0 writes none (LOG_SAMPLE_READS). */
  sampleReadsEvery: number;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const DEBUG_LEVELS = new Set(['debug', 'trace']);

/** The fields of a request's line, flat: pino writes them without serializing a request object. */
function lineOf(request: FastifyRequest, reply: FastifyReply, responseTime: number) {
  return {
    method: request.method,
    url: request.url,
    route: request.routeOptions.url,
    statusCode: reply.statusCode,
    responseTime,
  };
}

export class RequestLog extends LogController {
  readonly #slowMs: number;
  readonly #sampleReadsEvery: number;
  #healthyReads = 0;

  constructor(options: RequestLogOptions) {
    super();
    this.#slowMs = options.slowMs;
    this.#sampleReadsEvery = options.sampleReadsEvery;
  }

  override incomingRequest(): void {}

  /** The 404 handler's reply is logged as its request's line (at debug: scanners probe all day). */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const log = reply.log;
    const responseTime = reply.elapsedTime;
    const status = reply.statusCode;
    if (error) {
      log.error({ ...lineOf(request, reply, responseTime), err: error }, 'request errored');
    } else if (status >= 500) {
      log.error(lineOf(request, reply, responseTime), 'request completed');
    } else if (responseTime >= this.#slowMs) {
      log.warn({ ...lineOf(request, reply, responseTime), slow: true }, 'request completed');
    } else if (!READ_METHODS.has(request.method) || (status >= 400 && status !== 404)) {
      log.info(lineOf(request, reply, responseTime), 'request completed');
    } else if (this.#isSampled()) {
      log.info({ ...lineOf(request, reply, responseTime), sampled: true }, 'request completed');
    } else if (DEBUG_LEVELS.has(log.level)) {
      // Checked first: at info, the usual case, the line's object is not even built.
      log.debug(lineOf(request, reply, responseTime), 'request completed');
    }
  }

  #isSampled(): boolean {
    if (this.#sampleReadsEvery === 0) return false;
    this.#healthyReads = (this.#healthyReads + 1) % this.#sampleReadsEvery;
    return this.#healthyReads === 0;
  }
}
