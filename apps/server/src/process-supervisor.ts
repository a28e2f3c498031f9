/**
 * Several server processes on one port (node:cluster), for PostgreSQL: Node runs JavaScript
 * on one core, and an exam's start burst needs them all. The primary prepares the database
 * once, starts the workers, starts another when one dies, and on SIGTERM/SIGINT lets each
 * worker finish its requests before exiting. Everything that must hold across processes
 * is in the database (docs/DEPLOY.md).
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A worker that dies this soon after starting is not restarted at once: no crash loop at full speed. */
const RESTART_DELAY_MS = 1000;

export interface SupervisorOptions {
  processes: number;
  /** Extra environment for every worker (the shared login-code key). */
  workerEnv: Record<string, string>;
  log: Logger;
}

export function superviseWorkers({ processes, workerEnv, log }: SupervisorOptions): void {
  let stopping = false;
  let exitCode = 0;
  const everListening = new WeakSet<Worker>();

  const startWorker = () => {
    const worker = cluster.fork(workerEnv);
    worker.once('listening', () => everListening.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    const remaining = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (remaining === 0) process.exit(exitCode);
      return;
    }
    if (!everListening.has(worker)) {
      // It never served: the next one would fail the same way (bad database, port taken).
      log.fatal({ pid: worker.process.pid, code, signal }, 'a server process failed to start; stopping');
      stopAll(1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a server process exited; starting another');
    setTimeout(() => {
      if (!stopping) startWorker();
    }, RESTART_DELAY_MS);
  });

  function stopAll(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
  }

  // A terminal's ctrl-c reaches the workers too; they close themselves and the primary waits.
  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));

  for (let index = 0; index < processes; index += 1) startWorker();
  log.info({ processes }, 'starting server processes');
}
