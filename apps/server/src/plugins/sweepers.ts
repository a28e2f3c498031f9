/**
 * The app's background sweeps, each on its own interval (0 turns one off), never two runs of a
 * sweep at once (a run that outlasts the interval makes the next tick skip rather than pile up):
 * - attempts: closes and grades attempts whose students never came back, so a result exists even
 *   if nobody reads the attempt again (reads close overdue attempts too; this is the backstop);
 * - maintenance: purges sessions, login challenges, rate-limit windows and failed deliveries past
 *   their life, and stamp pictures unused past their grace period (bounded batches of rows no
 *   request can use, so processes purging at once share the work);
 * - push: pushes due announcements to browsers (when push is on); each is claimed by one process;
 * - note text: reads the text of notes waiting for it, at start (the demo seed's notes, notes
 *   stored before the assistant existed) and then every few seconds; each note is written by one
 *   process;
 * - erasure: erases the accounts whose erasure is due (one transaction each, modules/privacy/
 *   erasure-plan.ts) and removes their files from storage, retrying removals that failed before;
 * - test report: adds finished attempts' answers to the counts a test's staff report reads, a batch
 *   at a time (each batch claimed by one process), at start and then every half minute;
 * - data export: builds the ZIPs students asked for (each claimed by one process) and deletes the
 *   files of exports downloaded or a week old.
 * Every server process runs them. The timers do not keep the process alive. When the app closes,
 * the timers stop, a sweep in progress is asked to stop early (the note sweep finishes the note in
 * hand) and is waited for, so it never meets a closed database: onClose hooks run last-registered
 * first, and this plugin is registered after the database's.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Services } from '../services.js';

export interface Sweep {
  /** Names the sweep in the log line of a failed run. */
  name: string;
  /** 0 (or less) turns the sweep off. */
  intervalMs: number;
  /** Also run once as soon as the app is ready. */
  atStart?: boolean;
  /** One run; `stop` is aborted when the app closes. A failure is logged and the next tick runs again. */
  run: (stop: AbortSignal, log: FastifyBaseLogger) => Promise<void>;
}

export function sweepsOf(
  services: Pick<
    Services,
    'attempts' | 'maintenance' | 'push' | 'noteText' | 'testReports' | 'dataExports' | 'erasure'
  >,
  config: Pick<
    Config,
    | 'attemptSweepSeconds'
    | 'maintenanceSweepSeconds'
    | 'erasureSweepSeconds'
    | 'pushSweepSeconds'
    | 'noteTextSweepSeconds'
    | 'testReportFoldSeconds'
    | 'dataExportSweepSeconds'
  >,
): Sweep[] {
  return [
    {
      name: 'attempt',
      intervalMs: config.attemptSweepSeconds * 1000,
      run: async (_stop, log) => {
        const closed = await services.attempts.closeOverdueAttempts();
        if (closed > 0) log.info({ closed }, 'overdue attempts closed and graded');
      },
    },
    {
      name: 'maintenance',
      intervalMs: config.maintenanceSweepSeconds * 1000,
      run: async (_stop, log) => {
        const purged = await services.maintenance.purgeExpired();
        if (Object.values(purged).some((count) => count > 0)) log.info({ purged }, 'expired rows purged');
      },
    },
    {
      name: 'erasure',
      intervalMs: config.erasureSweepSeconds * 1000,
      run: async (stop, log) => {
        const erased = await services.erasure.eraseDueAccounts(stop);
        if (erased.accounts > 0 || erased.filesRemoved > 0 || erased.filesLeft > 0)
          log.info({ erased }, 'accounts erased');
      },
    },
    {
      name: 'push',
      intervalMs: services.push.publicKey() === null ? 0 : config.pushSweepSeconds * 1000,
      run: async (_stop, log) => {
        const pushed = await services.push.pushDue();
        if (pushed.announcements > 0) log.info({ pushed }, 'announcements pushed');
      },
    },
    {
      name: 'note text',
      intervalMs: config.noteTextSweepSeconds * 1000,
      atStart: true,
      run: async (stop, log) => {
        const read = await services.noteText.readWaitingNotes(stop);
        if (read > 0) log.info({ notes: read }, 'note text read for the study assistant');
      },
    },
    {
      name: 'test report',
      intervalMs: config.testReportFoldSeconds * 1000,
      atStart: true,
      run: async (stop, log) => {
        const folded = await services.testReports.foldFinishedAttempts(stop);
        if (folded > 0) log.info({ attempts: folded }, "finished attempts' answers counted for the test reports");
      },
    },
    {
      name: 'data export',
      intervalMs: config.dataExportSweepSeconds * 1000,
      run: async (stop, log) => {
        const done = await services.dataExports.sweep(stop, (exportId, error) =>
          log.error({ err: error, exportId }, 'data export could not be built'),
        );
        if (done.built + done.failed + done.deleted > 0) log.info({ exports: done }, 'data exports built or deleted');
      },
    },
  ];
}

async function sweepersPlugin(app: FastifyInstance, options: { sweeps: Sweep[] }) {
  const stop = new AbortController();
  const timers: NodeJS.Timeout[] = [];
  const inProgress = new Set<Promise<void>>();

  for (const sweep of options.sweeps) {
    if (sweep.intervalMs <= 0) continue;
    let running = false;
    const runOnce = () => {
      if (running || stop.signal.aborted) return;
      running = true;
      const run = sweep
        .run(stop.signal, app.log)
        .catch((error: unknown) => app.log.error({ err: error }, `${sweep.name} sweep failed`))
        .finally(() => {
          running = false;
          inProgress.delete(run);
        });
      inProgress.add(run);
    };
    const timer = setInterval(runOnce, sweep.intervalMs);
    timer.unref();
    timers.push(timer);
    if (sweep.atStart)
      app.addHook('onReady', async () => {
        runOnce();
      });
  }

  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    stop.abort();
    await Promise.all(inProgress);
  });
}

export default fp(sweepersPlugin, { name: 'sweepers', dependencies: ['database'] });
