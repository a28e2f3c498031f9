/**
 * The upgrade test: a college upgrading Padanam keeps its database. The previous release
 * (previous-release.json) is unpacked beside the working tree (scripts/lib/checkout.ts); its server creates the
 * database (its own migrations and demo seed) and a student and a staff member use it through its
 * API (journey.ts); it is stopped, this working tree's server starts on the same database and data
 * folder (its migrations run at start), and its API must show everything as it was and keep working.
 *
 *   tsx scripts/upgrade/upgrade-test.ts                  SQLite, a file in a temp DATA_DIR
 *   node scripts/with-postgres.mjs tsx scripts/upgrade/upgrade-test.ts --db postgres
 *   npm run test:upgrade                                 both
 *
 * Exit 0 when the upgrade kept everything, 1 with each difference named otherwise.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkOut, WORKING_TREE } from '../lib/checkout.js';
import { Api } from './api.js';
import { addData, checkData } from './journey.js';
import { type RunningServer, startServer } from './server.js';

interface Release {
  name: string;
  commit: string;
}

const release = JSON.parse(fs.readFileSync(new URL('./previous-release.json', import.meta.url), 'utf8')) as Release;
const engine = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'sqlite';
if (engine !== 'sqlite' && engine !== 'postgres') throw new Error(`--db must be sqlite or postgres, not ${engine}`);
const databaseUrl = engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
if (engine === 'postgres' && !databaseUrl)
  throw new Error('--db postgres runs under scripts/with-postgres.mjs, which sets TEST_DATABASE_URL');

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const began = performance.now();
  console.log(`upgrade test on ${engine}: ${release.name} (${release.commit.slice(0, 7)}) → working tree`);
  // Not built: the release compiled when it landed, its server runs from source, and tsc -b
  // would take longer than the whole test.
  const previous = checkOut(release.commit, 'padanam-upgrade-', { build: false });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-upgrade-data-'));
  let server: RunningServer | null = null;
  const stopServer = async () => {
    await server?.stop();
    server = null;
  };
  process.once('SIGINT', () => void stopServer().finally(() => process.exit(130)));
  try {
    let step = performance.now();
    server = await startServer({ root: previous.root, dataDir, databaseUrl });
    console.log(`${release.name}: migrated, seeded and answering (${seconds(step)})`);
    step = performance.now();
    const before = await addData(new Api(server.baseUrl), dataDir);
    await stopServer();
    console.log(`${release.name}: a student's and a staff member's data added, server stopped (${seconds(step)})`);

    step = performance.now();
    server = await startServer({ root: WORKING_TREE, dataDir, databaseUrl });
    console.log(`working tree: migrated and answering on the same database (${seconds(step)})`);
    step = performance.now();
    const problems = await checkData(new Api(server.baseUrl), dataDir, before);
    await stopServer();
    if (problems.length > 0) {
      console.error(`\nFAIL (${engine}): the upgrade from ${release.name} lost or changed data:`);
      for (const problem of problems) console.error(`  ${problem}`);
      return 1;
    }
    console.log(`working tree: every read the same, login and new writes work (${seconds(step)})`);
    console.log(`PASS (${engine}) in ${seconds(began)}`);
    return 0;
  } finally {
    await stopServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`\nFAIL (${engine}):`, error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
