/**
 * One log line per request instead of Fastify's two ("incoming request" and "request
 * completed"): the completed line carries the request (method, url, address; never headers)
 * as well as the status and time. At LOG_LEVEL=info every line is a synchronous write, and
 * the two lines were a third of the CPU of a cached catalogue read (bench/RESULTS.md).
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class OneLinePerRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
