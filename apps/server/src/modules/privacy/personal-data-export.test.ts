/**
 * The export misses nothing: two students each have a row in every table that leads to a person
 * (db/user-linked-tables.ts, read from the schema, so a table added later is here too); the first
 * one's export holds, for every such table, each of their rows (found along the schema's own foreign
 * keys, not the export's) and none of the second one's, secrets left out, and every file they
 * uploaded. A table that holds people's data and has no entry in personal-data-map.ts fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { userLinkedTables, type UserLinkedTable } from '../../db/user-linked-tables.js';
import { createFileStorage } from '../../integrations/storage/index.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { createFakeClock } from '../../lib/clock.js';
import { insertStudent } from '../../test/accounts.js';
import { seedEveryUserTable, type SeededPerson } from '../../test/every-user-table.js';
import { rowsAlongSchema } from '../../test/rows-along-schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAuditService } from '../audit/audit.service.js';
import { createFixedWindowLimiter } from '../rate-limits/rate-limit.service.js';
import { createDataExportService, exportedRow } from './data-export.service.js';
import { exportEntryOf, PERSONAL_DATA_MAP } from './personal-data-map.js';

const MAP_FILE = 'apps/server/src/modules/privacy/personal-data-map.ts';
const SEED_FILE = 'apps/server/src/test/every-user-table.ts';

const clock = createFakeClock(Date.UTC(2026, 11, 4, 4, 30));
let testApp: TestApp;
let storage: FileStorage;
let linked: UserLinkedTable[];
let first: SeededPerson;
let second: SeededPerson;
let zip: Record<string, Uint8Array>;
/** Each table's rows of each student as the export was built (before the download wrote to the audit log). */
const rowsWhenBuilt = new Map<string, { own: Record<string, unknown>[]; other: Record<string, unknown>[] }>();
/** Tables the export itself writes while it is built: its own request row is matched by id. */
const MATCHED_BY_ID = new Set(['data_exports']);

function exportedFile(file: string): Record<string, unknown>[] {
  const bytes = zip[`data/${file}`];
  expect(bytes, `data/${file} is missing from the ZIP`).toBeDefined();
  const parsed = JSON.parse(strFromU8(bytes!)) as unknown;
  return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, clock });
  storage = createFileStorage(testApp.config);
  const { db } = testApp.database;
  const { id: staffId } = await insertStudent(db, { role: 'admin', name: 'Tutor Meera' });
  const people = [
    await insertStudent(db, { name: 'Export First' }),
    await insertStudent(db, { name: 'Export Second' }),
  ];
  first = await seedEveryUserTable(db, storage, { userId: people[0]!.id, now: clock(), staffId });
  second = await seedEveryUserTable(db, storage, { userId: people[1]!.id, now: clock(), staffId });
  linked = await userLinkedTables(db);

  const exports = createDataExportService({
    db,
    clock,
    storage,
    audit: createAuditService({ db, clock }),
    requestLimiter: createFixedWindowLimiter({ db, name: 'export-test', limit: 5, windowMs: 1000 }),
  });
  // Both ask: each one's request is a row of data_exports, and the first's must not show the second's.
  await exports.request(second.userId);
  const { id } = await exports.request(first.userId);
  await exports.sweep();
  for (const table of linked)
    rowsWhenBuilt.set(table.table, {
      own: await rowsAlongSchema(testApp.database.db, table, first.userId),
      other: await rowsAlongSchema(testApp.database.db, table, second.userId),
    });
  const { body } = await exports.download(first.userId, id);
  zip = unzipSync(new Uint8Array(Buffer.concat((await body.toArray()) as Buffer[])));
});
afterAll(async () => {
  await testApp.close();
});

describe("a student's data export", () => {
  it('has an entry in personal-data-map.ts for every table that holds people’s data', () => {
    expect(linked.length).toBeGreaterThan(25);
    const missing = linked
      .filter(({ table }) => !exportEntryOf(table))
      .map(({ table, paths }) => {
        const via = paths.map((path) => path.map((link) => `${link.table}.${link.column}`).join(' → ')).join('; ');
        return `Table "${table}" holds people's data (${via} → users.id) but is not in the data export: add an entry for it to ${MAP_FILE} (its file, the way to the student, the columns left out and why), and a row of it to ${SEED_FILE}.`;
      });
    expect(missing).toEqual([]);
  });

  it('names no table that does not exist, and gives each its own file', async () => {
    const tables = new Set((await testApp.database.db.introspection.getTables()).map((table) => table.name));
    expect(PERSONAL_DATA_MAP.map((entry) => entry.table).filter((table) => !tables.has(table))).toEqual([]);
    const files = PERSONAL_DATA_MAP.map((entry) => entry.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it("holds, for every such table, each of the student's rows and none of another student's", async () => {
    const problems: string[] = [];
    for (const table of linked) {
      const entry = exportEntryOf(table.table);
      if (!entry) continue; // reported by the first test
      const identity = (row: Record<string, unknown>) =>
        MATCHED_BY_ID.has(table.table) ? String(row.id) : JSON.stringify(row);
      const exported = exportedFile(entry.file).map(identity);
      const { own, other } = rowsWhenBuilt.get(table.table)!;
      if (own.length === 0)
        problems.push(`${table.table}: the test has no row of the student's; add one to ${SEED_FILE}`);
      for (const row of own) {
        if (!exported.includes(identity(exportedRow(entry, row))))
          problems.push(`${table.table}: the student's row ${JSON.stringify(row)} is not in data/${entry.file}`);
      }
      if (other.length === 0) problems.push(`${table.table}: the test has no row of the other student's`);
      for (const row of other) {
        if (exported.includes(identity(exportedRow(entry, row))))
          problems.push(`${table.table}: another student's row ${JSON.stringify(row)} is in data/${entry.file}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('holds their profile, and never a secret: session token hashes, browser push keys, storage keys', () => {
    expect(exportedFile('profile.json')).toEqual([expect.objectContaining({ id: first.userId, name: 'Export First' })]);
    const text = Object.entries(zip)
      .filter(([name]) => name.startsWith('data/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    for (const secret of [
      'secret-token-hash',
      'secret-p256dh',
      'secret-auth',
      'token_hash',
      'code_hash',
      'storage_key',
    ])
      expect(text).not.toContain(secret);
    expect(exportedFile('push-subscriptions.json')).toEqual([
      expect.objectContaining({ endpoint: 'fcm.googleapis.com' }),
    ]);
  });

  it('holds every file the student uploaded, read from the storage, and none of another student’s', () => {
    const files = Object.entries(zip).filter(([name]) => name.startsWith('files/'));
    expect(files.map(([, bytes]) => strFromU8(bytes)).sort()).toEqual([...first.uploads.values()].sort());
    for (const bytes of second.uploads.values())
      expect(files.map(([, content]) => strFromU8(content))).not.toContain(bytes);
    expect(files.every(([name]) => /^files\/[a-z-]+\/\d+-[A-Za-z0-9._-]+$/.test(name))).toBe(true);
  });

  it('explains each file in README.txt, with the date it was made', () => {
    const readme = strFromU8(zip['README.txt']!);
    expect(readme).toContain('Made on 4 Dec 2026');
    for (const entry of PERSONAL_DATA_MAP) expect(readme).toContain(`data/${entry.file}: ${entry.about}`);
  });
});
