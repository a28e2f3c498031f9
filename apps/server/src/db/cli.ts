/**
 * `npm run db:migrate` and `npm run db:seed`: the same steps start-up runs, by hand.
 * Seeding refuses a database that already holds data.
 */
import { loadConfig } from '../config.js';
import { createFileStorage } from '../integrations/storage/index.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data.js';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error('Usage: cli.ts migrate|seed');
  }
  const config = loadConfig();
  const { db, kind } = openDatabase(config);
  try {
    const applied = await migrateToLatest(db);
    console.log(`${kind}: ${applied.length} migration(s) applied`);
    if (command === 'seed') {
      if (!(await isDatabaseEmpty(db))) {
        console.log('The database already holds data; demo data not loaded.');
        return;
      }
      const summary = await seedDemoData(db, createFileStorage(config));
      console.log('Demo data loaded:', summary);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
