/**
 * Starts Padanam: checks the configuration, migrates the database, loads the demo
 * catalogue into an empty database, listens, and closes cleanly on SIGTERM/SIGINT.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed-demo-data.js';
import { createFileStorage } from './integrations/storage/index.js';

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const storage = createFileStorage(config);
  const app = await buildApp(config, { database, storage });

  if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    const summary = await seedDemoData(database.db, storage);
    app.log.info({ summary }, 'empty database: demo catalogue loaded');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
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

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
