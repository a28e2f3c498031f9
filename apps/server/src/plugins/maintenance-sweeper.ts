/**
 * Purges sessions, login challenges and rate-limit windows past their life on a schedule
 * (modules/maintenance). Every server process runs it: the deletes are bounded batches of
 * rows no request can use, so two processes purging at once only share the work.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatEvery } from '../lib/repeat-every.js';
import type { MaintenanceService } from '../modules/maintenance/maintenance.service.js';

async function maintenanceSweeperPlugin(
  app: FastifyInstance,
  options: { maintenance: MaintenanceService; intervalMs: number },
) {
  if (options.intervalMs <= 0) return;
  const stop = repeatEvery(options.intervalMs, () =>
    options.maintenance
      .purgeExpired()
      .then((purged) => {
        if (purged.sessions + purged.otpChallenges + purged.rateLimitWindows > 0)
          app.log.info({ purged }, 'expired rows purged');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'maintenance sweep failed')),
  );
  app.addHook('onClose', async () => stop());
}

export default fp(maintenanceSweeperPlugin, { name: 'maintenance-sweeper', dependencies: ['database'] });
