/**
 * Loads the affiliated-college list that the signup dropdown offers. The list is a plain CSV
 * (one `name` column) so a university's own export can replace it unchanged. The shipped list is
 * the University of Kerala's affiliated arts-and-science colleges, from the University's Diary
 * (2017, "List of Examination Centres") and its PG Prospectus 2020 updates (Annexure I); the
 * titles, years and addresses are in seed-data/README.md beside the CSV.
 */
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { readCsv } from '../../lib/read-csv.js';
import type { Database } from '../schema.js';

/** Outside `src` on purpose: the same relative URL resolves from src/db/seed and dist/db/seed. */
export const COLLEGES_CSV_URL = new URL('../../../seed-data/colleges.csv', import.meta.url);

const NAME_COLUMN = 'name';
// Keeps each INSERT well under SQLite's and PostgreSQL's bound-parameter limits.
const INSERT_BATCH_SIZE = 500;

/**
 * College names from CSV text: trimmed, blank rows skipped, and duplicates that differ only in
 * letter case dropped (the first spelling wins), because the dropdown must not show a college twice.
 */
export function parseCollegeCsv(text: string): string[] {
  let records: string[][];
  try {
    records = readCsv(text);
  } catch (error) {
    throw new Error(`College CSV cannot be read: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  const nameIndex = header?.findIndex((cell) => cell.trim().toLowerCase() === NAME_COLUMN) ?? -1;
  if (!header || nameIndex < 0) {
    const found = header ? header.map((cell) => `"${cell.trim()}"`).join(', ') : 'nothing';
    throw new Error(`College CSV needs a "${NAME_COLUMN}" column in its header row; found ${found}`);
  }

  const seen = new Set<string>();
  const names: string[] = [];
  for (const row of rows) {
    const name = row[nameIndex]?.trim() ?? '';
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

export async function loadCollegeNames(url: URL = COLLEGES_CSV_URL): Promise<string[]> {
  return parseCollegeCsv(await readFile(url, 'utf8'));
}

/**
 * Adds the colleges that are not stored yet and returns how many were added. Safe to run again:
 * existing names (compared without regard to case) are left alone.
 */
export async function importColleges(db: Kysely<Database>, names: readonly string[]): Promise<number> {
  const existing = await db.selectFrom('colleges').select('name').execute();
  const known = new Set(existing.map((row) => row.name.toLowerCase()));
  const fresh: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name === '' || known.has(key)) continue;
    known.add(key);
    fresh.push(name);
  }

  let added = 0;
  for (let start = 0; start < fresh.length; start += INSERT_BATCH_SIZE) {
    const batch = fresh.slice(start, start + INSERT_BATCH_SIZE).map((name) => ({ name }));
    // A concurrent import may have stored the same name since the read above; skip it quietly.
    const inserted = await db
      .insertInto('colleges')
      .values(batch)
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  return added;
}
