import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MaintenanceService, PurgeSummary } from '../modules/maintenance/maintenance.service.js';
import { insertStudent } from '../test/accounts.js';
import { createTestApp } from '../test/test-app.js';
import maintenanceSweeperPlugin from './maintenance-sweeper.js';

const NOTHING: PurgeSummary = { sessions: 0, otpChallenges: 0, rateLimitWindows: 0 };

/** A maintenance service whose runs finish only when the test says so. */
function controlledMaintenance() {
  const finishers: Array<() => void> = [];
  const purgeExpired = vi.fn(
    () =>
      new Promise<PurgeSummary>((resolve) => {
        finishers.push(() => resolve(NOTHING));
      }),
  );
  return {
    service: { purgeExpired } satisfies MaintenanceService,
    purgeExpired,
    finishAll: () => finishers.forEach((finish) => finish()),
  };
}

async function appWith(maintenance: MaintenanceService, intervalMs: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // The sweeper needs the database plugin's name only; it never touches the database itself.
  await app.register(fp(async () => {}, { name: 'database' }));
  await app.register(maintenanceSweeperPlugin, { maintenance, intervalMs });
  await app.ready();
  return app;
}

describe('the maintenance sweeper', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('purges once every interval, never two runs at once, and stops when the app closes', async () => {
    const maintenance = controlledMaintenance();
    const app = await appWith(maintenance.service, 60_000);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(maintenance.purgeExpired).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(maintenance.purgeExpired).toHaveBeenCalledTimes(1);

    // The first run is still going: the next ticks skip instead of piling up.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(maintenance.purgeExpired).toHaveBeenCalledTimes(1);
    maintenance.finishAll();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(maintenance.purgeExpired).toHaveBeenCalledTimes(2);

    maintenance.finishAll();
    await app.close();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(maintenance.purgeExpired).toHaveBeenCalledTimes(2);
  });

  it('keeps running after a failed purge', async () => {
    const purgeExpired = vi.fn().mockRejectedValueOnce(new Error('database busy')).mockResolvedValue(NOTHING);
    const app = await appWith({ purgeExpired }, 1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(purgeExpired).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('is off at an interval of 0', async () => {
    const purgeExpired = vi.fn().mockResolvedValue(NOTHING);
    const app = await appWith({ purgeExpired }, 0);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(purgeExpired).not.toHaveBeenCalled();
    await app.close();
  });
});

describe('the app', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the purge on its schedule (MAINTENANCE_SWEEP_SECONDS)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const testApp = await createTestApp({ env: { MAINTENANCE_SWEEP_SECONDS: '60' } });
    try {
      const { db } = testApp.database;
      const { id: userId } = await insertStudent(db);
      await db
        .insertInto('sessions')
        .values({ userId, tokenHash: 'revoked', createdAt: 1, lastSeenAt: 1, expiresAt: 2, revokedAt: 1 })
        .execute();
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => {
        expect(await db.selectFrom('sessions').select('id').execute()).toEqual([]);
      });
    } finally {
      await testApp.close();
    }
  });
});
