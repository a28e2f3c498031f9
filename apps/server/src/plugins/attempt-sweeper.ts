/**
 * Closes and grades attempts whose students never came back, every few seconds, so a
 * result exists even if nobody reads the attempt again. Reads close overdue attempts too;
 * this is the backstop.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatEvery } from '../lib/repeat-every.js';
import type { AttemptService } from '../modules/mock-tests/attempt.service.js';

async function attemptSweeperPlugin(app: FastifyInstance, options: { attempts: AttemptService; intervalMs: number }) {
  if (options.intervalMs <= 0) return;
  const stop = repeatEvery(options.intervalMs, () =>
    options.attempts
      .closeOverdueAttempts()
      .then((closed) => {
        if (closed > 0) app.log.info({ closed }, 'overdue attempts closed and graded');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'attempt sweep failed')),
  );
  app.addHook('onClose', async () => stop());
}

export default fp(attemptSweeperPlugin, { name: 'attempt-sweeper', dependencies: ['database'] });
