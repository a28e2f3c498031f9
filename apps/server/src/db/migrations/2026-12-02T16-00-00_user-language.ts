/**
 * Each person's language for the app: 'en' (English, the spec's texts) or 'ml' (Malayalam).
 * Everyone starts in English; the student chooses on the login screen or in the profile.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
