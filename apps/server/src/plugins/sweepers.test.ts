import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertStudent } from '../test/accounts.js';
import { createTestApp } from '../test/test-app.js';
import sweepersPlugin, { type Sweep } from './sweepers.js';

/** A sweep whose runs finish only when the test says so. */
function controlledSweep(intervalMs: number, options: { atStart?: boolean } = {}) {
  const finishers: Array<() => void> = [];
  const run = vi.fn(
    (_stop: AbortSignal) =>
      new Promise<void>((resolve) => {
        finishers.push(resolve);
      }),
  );
  return {
    sweep: { name: 'test', intervalMs, run, ...options } satisfies Sweep,
    run,
    finishAll: () => finishers.splice(0).forEach((finish) => finish()),
  };
}

/** An app with the sweepers and a stand-in database plugin that notes when it closes. */
async function appWith(sweeps: Sweep[], events: string[] = []): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(
    fp(
      async (instance) => {
        instance.addHook('onClose', async () => {
          events.push('database closed');
        });
      },
      { name: 'database' },
    ),
  );
  await app.register(sweepersPlugin, { sweeps });
  await app.ready();
  return app;
}

describe('the sweepers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('run a sweep once every interval, never two runs at once, and stop when the app closes', async () => {
    const controlled = controlledSweep(60_000);
    const app = await appWith([controlled.sweep]);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(controlled.run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(controlled.run).toHaveBeenCalledTimes(1);

    // The first run is still going: the next ticks skip instead of piling up.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(controlled.run).toHaveBeenCalledTimes(1);
    controlled.finishAll();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(controlled.run).toHaveBeenCalledTimes(2);

    controlled.finishAll();
    await app.close();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(controlled.run).toHaveBeenCalledTimes(2);
  });

  it('keep running after a failed sweep, each sweep on its own interval', async () => {
    const failing = vi.fn().mockRejectedValueOnce(new Error('database busy')).mockResolvedValue(undefined);
    const hourly = vi.fn().mockResolvedValue(undefined);
    const app = await appWith([
      { name: 'failing', intervalMs: 1000, run: failing },
      { name: 'hourly', intervalMs: 3_600_000, run: hourly },
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(hourly).not.toHaveBeenCalled();
    await app.close();
  });

  it('leave a sweep off at an interval of 0, and run one asked to at start when the app is ready', async () => {
    const off = vi.fn().mockResolvedValue(undefined);
    const atStart = vi.fn().mockResolvedValue(undefined);
    const app = await appWith([
      { name: 'off', intervalMs: 0, atStart: true, run: off },
      { name: 'at start', intervalMs: 3_600_000, atStart: true, run: atStart },
    ]);
    expect(atStart).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(off).not.toHaveBeenCalled();
    expect(atStart).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('finish a sweep in progress before the database closes, telling it to stop early', async () => {
    const events: string[] = [];
    const controlled = controlledSweep(1000);
    const app = await appWith([controlled.sweep], events);
    await vi.advanceTimersByTimeAsync(1000);
    expect(controlled.run).toHaveBeenCalledTimes(1);
    const stop = controlled.run.mock.calls[0]![0];

    const closing = app.close();
    // Let close run as far as it can while the sweep is still going.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(stop.aborted).toBe(true);
    expect(events).toEqual([]);

    events.push('sweep finished');
    controlled.finishAll();
    await closing;
    expect(events).toEqual(['sweep finished', 'database closed']);
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

  it("counts finished attempts' answers for the test reports on its schedule (TEST_REPORT_FOLD_SECONDS)", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const testApp = await createTestApp({ seed: true, env: { TEST_REPORT_FOLD_SECONDS: '60' } });
    try {
      const { db } = testApp.database;
      const question = await db
        .selectFrom('questions')
        .select(['id', 'quizId'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { id: userId } = await insertStudent(db);
      const now = Date.now();
      const { id: attemptId } = await db
        .insertInto('attempts')
        .values({
          userId,
          quizId: question.quizId,
          status: 'finished',
          startedAt: now,
          deadlineAt: now,
          finishedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('attemptAnswers')
        .values({ attemptId, questionId: question.id, chosenOption: 1, savedAt: now })
        .execute();
      const folded = () =>
        db.selectFrom('attempts').select('reportFoldedAt').where('id', '=', attemptId).executeTakeFirstOrThrow();
      expect((await folded()).reportFoldedAt).toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => {
        expect((await folded()).reportFoldedAt).not.toBeNull();
      });
    } finally {
      await testApp.close();
    }
  });
});
