/**
 * Consent on record (DPDP Act 2023, s. 6; DPDP Rules 2025): every agreement to the privacy notice
 * and every choice of an optional purpose, a row per change (given or withdrawn, when, under which
 * notice version, how), with each optional purpose's current choice beside it for the reads that
 * must honour it (the push sweep, the leaderboard). A child's signup keeps its parent's
 * verifiable consent (or the educational-institution exemption it relied on), and one settings
 * row says whether the college is exempt.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

const idColumn = (db: Db, name: string) => {
  const table = db.schema.createTable(name);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
};

export async function up(db: Db): Promise<void> {
  await idColumn(db, 'consent_records')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('notice', 'push', 'leaderboard_name', 'marketing_sms')`),
    )
    .addColumn('given', 'integer', (c) => c.notNull().check(sql`given in (0, 1)`))
    .addColumn('notice_version', 'text', (c) => c.notNull())
    .addColumn('how', 'text', (c) =>
      c.notNull().check(sql`how in ('signup', 'login', 'profile', 'notifications', 'demo_seed')`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consent_records_user_idx')
    .on('consent_records')
    .columns(['user_id', 'purpose', 'notice_version'])
    .execute();

  await db.schema
    .createTable('consent_choices')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('push', 'leaderboard_name', 'marketing_sms')`),
    )
    .addColumn('given', 'integer', (c) => c.notNull().check(sql`given in (0, 1)`))
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('consent_choices_pk', ['user_id', 'purpose'])
    .execute();

  await idColumn(db, 'parental_consents')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('parent_country_code', 'text')
    .addColumn('parent_phone', 'text')
    .addColumn('declared_at', 'bigint')
    .addColumn('verified_at', 'bigint')
    .addColumn('exemption', 'text', (c) => c.check(sql`exemption in ('educational_institution')`))
    .addColumn('notice_version', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('privacy_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('educational_institution_exempt', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`educational_institution_exempt in (0, 1)`),
    )
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('privacy_settings').values({ id: 1, educational_institution_exempt: 0, updated_at: 0 }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('privacy_settings').execute();
  await db.schema.dropTable('parental_consents').execute();
  await db.schema.dropTable('consent_choices').execute();
  await db.schema.dropTable('consent_records').execute();
}
