/**
 * Pushes due announcements to browsers on a schedule (modules/push): new ones within seconds of
 * being published, scheduled ones once their moment comes. Every process runs it; each
 * announcement is claimed by one of them, so none is pushed twice.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatEvery } from '../lib/repeat-every.js';
import type { PushService } from '../modules/push/push.service.js';

async function pushSweeperPlugin(app: FastifyInstance, options: { push: PushService; intervalMs: number }) {
  if (options.intervalMs <= 0 || options.push.publicKey() === null) return;
  const stop = repeatEvery(options.intervalMs, () =>
    options.push
      .pushDue()
      .then((pushed) => {
        if (pushed.announcements > 0) app.log.info({ pushed }, 'announcements pushed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'push sweep failed')),
  );
  app.addHook('onClose', async () => stop());
}

export default fp(pushSweeperPlugin, { name: 'push-sweeper', dependencies: ['database'] });
