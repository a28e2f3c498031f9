/** Runs under `npm run test:pg` (TEST_DATABASE_URL); there is nothing to prepare on SQLite. */
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { plannedWithItsValues, withPreparedStatements } from './pg-prepared-statements.js';

interface Scratch {
  scratchNotes: { id: number; body: string };
}

describe.runIf(process.env.TEST_DATABASE_URL)('withPreparedStatements', () => {
  let database: TestDatabase;
  let db: Kysely<Scratch>;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so every query below meets the statements prepared before it.
    const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1 });
    db = new Kysely<Scratch>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
      plugins: [new CamelCasePlugin()],
    });
    await sql`create table scratch_notes (id integer primary key, body text not null)`.execute(db);
    await db.insertInto('scratchNotes').values({ id: 1, body: 'one' }).execute();
  });
  afterAll(async () => {
    await db.destroy();
    await database.destroy();
  });

  const preparedHere = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );
  const selectNote = (id: number) => db.selectFrom('scratchNotes').selectAll().where('id', '=', id).executeTakeFirst();

  it('prepares a query from its third use and still answers with the right rows', async () => {
    expect(await selectNote(1)).toEqual({ id: 1, body: 'one' });
    expect(await selectNote(1)).toEqual({ id: 1, body: 'one' });
    expect((await preparedHere()).some((text) => text.includes('from "scratch_notes"'))).toBe(false);
    expect(await selectNote(1)).toEqual({ id: 1, body: 'one' });
    expect((await preparedHere()).filter((text) => text.includes('from "scratch_notes"'))).toHaveLength(1);
    await db.insertInto('scratchNotes').values({ id: 2, body: 'two' }).execute();
    expect(await selectNote(2)).toEqual({ id: 2, body: 'two' });
    expect(await selectNote(3)).toBeUndefined();
  });

  it('never prepares a query planned with its values', async () => {
    const searchNote = (body: string) =>
      db.selectFrom('scratchNotes').modifyFront(plannedWithItsValues()).select('id').where('body', '=', body).execute();
    for (let use = 0; use < 4; use += 1) expect(await searchNote('one')).toEqual([{ id: 1 }]);
    expect((await preparedHere()).some((text) => text.includes('planned with its values'))).toBe(false);
    expect(await searchNote('two')).toEqual([{ id: 2 }]);
  });

  it('recovers when a migration changes the shape of a prepared select *', async () => {
    await sql`alter table scratch_notes add column pinned boolean not null default false`.execute(db);
    // PostgreSQL refuses the prepared statement now ("cached plan must not change result type").
    expect(await selectNote(1)).toEqual({ id: 1, body: 'one', pinned: false });
    expect(await selectNote(1)).toEqual({ id: 1, body: 'one', pinned: false });
  });
});
