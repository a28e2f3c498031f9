/**
 * Loads the affiliated-college list that the signup dropdown offers. The list is a plain CSV
 * (one `name` column) so the university's own export of ~300 colleges can replace it unchanged.
 */
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** Outside `src` on purpose: the same relative URL resolves from src/db/seed and dist/db/seed. */
export const COLLEGES_CSV_URL = new URL('../../../seed-data/colleges.csv', import.meta.url);

const NAME_COLUMN = 'name';
// Keeps each INSERT well under SQLite's and PostgreSQL's bound-parameter limits.
const INSERT_BATCH_SIZE = 500;

/** RFC 4180 records: quoted fields may hold commas, line breaks and doubled quotes. */
function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a BOM from spreadsheet exports

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (index < text.length) {
    const char = text[index];
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        inQuotes = false;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"') inQuotes = true;
    else if (char === ',') endField();
    else if (char === '\r') {
      endRecord();
      if (text[index + 1] === '\n') index += 1;
    } else if (char === '\n') endRecord();
    else field += char;
    index += 1;
  }
  if (inQuotes) throw new Error('College CSV has a quoted field that is never closed');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/**
 * College names from CSV text: trimmed, blank rows skipped, and duplicates that differ only in
 * letter case dropped (the first spelling wins), because the dropdown must not show a college twice.
 */
export function parseCollegeCsv(text: string): string[] {
  const [header, ...rows] = parseCsvRecords(text).filter((record) => record.some((cell) => cell.trim() !== ''));
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
