/**
 * Closes and grades attempts whose students never came back, every few seconds, so a
 * result exists even if nobody reads the attempt again. Reads close overdue attempts too;
 * this is the backstop.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AttemptService } from '../modules/mock-tests/attempt.service.js';

async function attemptSweeperPlugin(app: FastifyInstance, options: { attempts: AttemptService; intervalMs: number }) {
  if (options.intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    options.attempts
      .closeOverdueAttempts()
      .then((closed) => {
        if (closed > 0) app.log.info({ closed }, 'overdue attempts closed and graded');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'attempt sweep failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(attemptSweeperPlugin, { name: 'attempt-sweeper', dependencies: ['database'] });
