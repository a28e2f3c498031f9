/**
 * `npm run privacy:affected -- --table <name> --from <ISO> --to <ISO> [--format csv]`: after a
 * personal-data breach of one table, the people whose rows in it were created or changed in that
 * time, with what is needed to tell them (docs/BREACH-RUNBOOK.md): id, name, phone, email,
 * language and role. Reads the database DATABASE_URL or DATA_DIR names; changes nothing.
 */
import { affectedStudents, AffectedQueryError, openDatabase } from '../database-helpers.js';
import { loadConfig } from '../config.js';
import { writeCsv } from '../lib/write-csv.js';
import { readAffectedArguments } from './privacy-affected-arguments.js';

async function main(): Promise<void> {
  // npm runs workspace scripts in apps/server; a relative DATA_DIR means where the operator typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { table, from, to, format } = readAffectedArguments(process.argv.slice(2));
  const { db } = openDatabase(loadConfig());
  try {
    const people = await affectedStudents(db, { table, from, to });
    const header = ['id', 'name', 'phone', 'email', 'language', 'role'];
    const rows = people.map((person) => [
      person.id,
      person.name,
      person.phone,
      person.email,
      person.language,
      person.role,
    ]);
    if (format === 'csv') {
      process.stdout.write(writeCsv(header, rows));
      return;
    }
    const range = `${new Date(from).toISOString()} to ${new Date(to).toISOString()}`;
    console.log(
      `${people.length} ${people.length === 1 ? 'person' : 'people'} with rows in ${table} written ${range}:`,
    );
    for (const row of rows) console.log(row.join('\t'));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AffectedQueryError || error instanceof Error ? error.message : error);
  process.exit(1);
});
