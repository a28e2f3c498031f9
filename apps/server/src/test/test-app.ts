/**
 * An app on a freshly migrated database (SQLite, or PostgreSQL under `npm run test:pg`),
 * optionally holding the demo catalogue, for tests that talk to it through `inject`.
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app.js';
import { loadConfig, type Config, type Env } from '../config.js';
import { openDatabase } from '../db/database.js';
import { seedDemoData } from '../db/seed/seed-demo-data.js';
import { createFileStorage } from '../integrations/storage/index.js';
import { systemClock } from '../lib/clock.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** The METRICS_TOKEN every test app has (env can replace it). */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Every log line written so far (only when `captureLogs` was asked for). */
  logs: () => string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Env;
  clock?: AppDependencies['clock'];
  sms?: AppDependencies['sms'];
  mail?: AppDependencies['mail'];
  /** Log everything (trace) into memory instead of nothing. */
  captureLogs?: boolean;
  /**
   * Serve another test app's database through connections of its own, as a second server
   * process would; closing this app leaves that database alone.
   */
  sameDatabaseAs?: TestApp;
}

function secondConnectionTo(database: TestDatabase): TestDatabase {
  const handle = openDatabase({
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    onConnectionError: () => {},
  });
  return { ...database, ...handle, release: async () => {}, destroy: () => handle.db.destroy() };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.sameDatabaseAs
    ? secondConnectionTo(options.sameDatabaseAs.database)
    : await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: options.captureLogs ? 'trace' : 'silent',
    NODE_ENV: 'test',
    // Tests drive the sweep by hand with a fake clock.
    ATTEMPT_SWEEP_SECONDS: '0',
    MAINTENANCE_SWEEP_SECONDS: '0',
    PUSH_SWEEP_SECONDS: '0',
    NOTE_TEXT_SWEEP_SECONDS: '0',
    TEST_REPORT_FOLD_SECONDS: '0',
    DATA_EXPORT_SWEEP_SECONDS: '0',
    ERASURE_SWEEP_SECONDS: '0',
    WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
    // GET /metrics exists, so the route-wide suites walk it too.
    METRICS_TOKEN: TEST_METRICS_TOKEN,
    ...options.env,
  });
  const storage = createFileStorage(config);
  const clock = options.clock ?? systemClock;
  // The demo's dates hang off the moment it is seeded: seeded by another clock than the app's,
  // a notice "one day old" could lie in the app's future (or a test window in its past).
  if (options.seed) await seedDemoData(database.db, storage, { now: clock() });
  let logText = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  });
  const app = await buildApp(config, {
    database,
    storage,
    clock,
    sms: options.sms,
    mail: options.mail,
    logStream: options.captureLogs ? logStream : undefined,
  });
  return {
    app,
    database,
    config,
    logs: () => logText,
    close: async () => {
      await app.close(); // closes the database too
      await database.release();
    },
  };
}
