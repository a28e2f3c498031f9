/**
 * docs/PRIVACY.md names every table of the database: a table added by a migration fails here
 * until the page says what personal data it holds, why, for how long, who sees it, and what
 * the export and the erasure do with it. Read from the migrated database itself (its FTS index
 * tables too on SQLite), so no list of tables needs keeping by hand.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

const PRIVACY_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/PRIVACY.md');

/** The table names the page's tables name, each written as code (`users`). */
function tablesNamedIn(markdown: string): Set<string> {
  const named = new Set<string>();
  for (const line of markdown.split('\n').filter((text) => text.startsWith('|')))
    for (const match of line.matchAll(/`([a-z][a-z0-9_]*)`/g)) named.add(match[1]!);
  return named;
}

describe('docs/PRIVACY.md', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('names every table the database holds', async () => {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name).sort();
    expect(tables).toContain('users');
    const named = tablesNamedIn(readFileSync(PRIVACY_DOC, 'utf8'));
    expect(
      tables.filter((table) => !named.has(table)),
      'add these tables to the table in docs/PRIVACY.md',
    ).toEqual([]);
  });

  it('fails for a table the page does not name', () => {
    expect(tablesNamedIn('| `users` | name |\n| `doubts` | text |\nnot a row: `sessions`')).toEqual(
      new Set(['users', 'doubts']),
    );
  });
});
