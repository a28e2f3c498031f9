/**
 * An account may be made without its email: signup answers the same whether or not an email is
 * registered (SECURITY-CHECKLIST 40), so a second signup with a registered email makes the
 * account (the phone is the account, proved by a code at every login) and leaves the email out,
 * stored as ''. An email, when there is one, still belongs to one account: the unique key
 * becomes a partial one, over non-empty emails only.
 *
 * PostgreSQL drops the column's unique constraint. SQLite cannot drop a column's UNIQUE, so the
 * users table is rebuilt from its own definition without it (SQLite's procedure for schema
 * changes: foreign keys off, one transaction, a foreign key check before it commits); every
 * other table keeps referring to "users" by name.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const UNIQUE_EMAIL_COLUMN = '"email" text not null unique';
const PLAIN_EMAIL_COLUMN = '"email" text not null';

async function rebuildSqliteUsers(db: Db, fromColumn: string, toColumn: string): Promise<void> {
  const objects = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'users'`.execute(db);
  const table = objects.rows.find((row) => row.type === 'table')?.sql ?? '';
  if (!table.includes(fromColumn)) throw new Error(`users table not as expected: ${table}`);
  // Named indexes are dropped with the table and made again; SQLite's own (sqlite_autoindex_*) are not listed.
  const indexes = objects.rows.filter((row) => row.type === 'index' && row.sql !== null).map((row) => row.sql!);
  const triggers = objects.rows.filter((row) => row.type === 'trigger').map((row) => row.sql!);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      // The statements are SQLite's own definitions of this table and its indexes, read above:
      // nothing from outside goes into them.
      const nextTable = table
        .replace('CREATE TABLE "users"', 'CREATE TABLE "users_next"')
        .replace(fromColumn, toColumn);
      // eslint-disable-next-line no-restricted-syntax
      await sql.raw(nextTable).execute(db);
      await sql`insert into users_next select * from users`.execute(db);
      await sql`drop table users`.execute(db);
      await sql`alter table users_next rename to users`.execute(db);
      // eslint-disable-next-line no-restricted-syntax
      for (const statement of [...indexes, ...triggers]) await sql.raw(statement).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('foreign keys broken by rebuilding users');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`alter table users drop constraint users_email_key`.execute(db);
  else await rebuildSqliteUsers(db, UNIQUE_EMAIL_COLUMN, PLAIN_EMAIL_COLUMN);
  await db.schema
    .createIndex('users_email_unique')
    .on('users')
    .column('email')
    .unique()
    .where(sql.ref('email'), '<>', '')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('users_email_unique').execute();
  if (isPostgres(db)) await sql`alter table users add constraint users_email_key unique (email)`.execute(db);
  else await rebuildSqliteUsers(db, PLAIN_EMAIL_COLUMN, UNIQUE_EMAIL_COLUMN);
}
