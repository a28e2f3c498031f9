/**
 * Starts Padanam: checks the configuration, migrates the database, loads the demo
 * catalogue into an empty database, listens, and closes cleanly on SIGTERM/SIGINT.
 * With SERVER_PROCESSES > 1 (PostgreSQL) this process prepares the database once and
 * supervises that many workers sharing the port, each of which runs this file again.
 */
import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed-demo-data.js';
import { seedReferenceData } from './db/seed/seed-reference-data.js';
import { createFileStorage } from './integrations/storage/index.js';
import { createLogDestination, type LogDestination, logCrashes } from './lib/log-destination.js';
import { superviseWorkers } from './process-supervisor.js';
import { answerClusterScrapes } from './plugins/metrics-cluster.js';

/** How often a shutting-down server looks for connections that have finished their last request. */
const CLOSE_IDLE_EVERY_MS = 100;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Migrations, then on an empty database the demo (when asked for) or else the reference data
 * signup needs; once per start, never raced by several workers.
 */
async function prepareDatabase(config: Config, log: pino.Logger) {
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    const summary = await seedDemoData(database.db, createFileStorage(config));
    log.info({ summary }, 'empty database: demo catalogue loaded');
  }
  const reference = await seedReferenceData(database.db);
  if (reference) log.info({ summary: reference }, 'no departments yet: reference data loaded');
  return database;
}

async function serve(config: Config, log: pino.Logger, logDestination: LogDestination): Promise<void> {
  const database = cluster.isWorker ? openDatabase(config) : await prepareDatabase(config, log);
  const app = await buildApp(config, { database, storage: createFileStorage(config), logStream: logDestination });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Out at once, not with the next 4 KiB: whoever sent the signal may be waiting for it.
    logDestination.flush();
    // close() ends the connections idle at the signal; one still answering a request would
    // then stay open as keep-alive until its idle timeout (a proxy's pool keeps it), and the
    // process would not exit. So each is closed as soon as its last response is out.
    setInterval(() => app.server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS).unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0); // the log's buffer is written on exit
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, dataDir: config.dataDir }, 'Padanam is ready');
}

async function start(): Promise<void> {
  const config = loadConfigOrExit();
  // Every line of this process, the app's too, goes through one buffered standard output.
  const logDestination = createLogDestination();
  const log = pino({ level: config.logLevel }, logDestination);
  logCrashes(log, logDestination);
  if (cluster.isWorker || config.serverProcesses === 1) return serve(config, log, logDestination);

  const database = await prepareDatabase(config, log);
  await database.db.destroy();
  // A scrape of GET /metrics reaches one worker, which asks this process for every worker's.
  if (config.metricsToken !== null) answerClusterScrapes();
  // Workers must share the key that hashes login codes: a code sent by one is checked by another.
  superviseWorkers({ processes: config.serverProcesses, workerEnv: { AUTH_SECRET: config.authSecret }, log });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
