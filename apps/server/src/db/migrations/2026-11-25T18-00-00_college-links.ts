/**
 * A student's college as a link to the list when it is one of the listed colleges, or only the
 * name they typed ('My college is not listed'), which staff then map to a listed college. Every
 * existing student whose college name matches a listed one (in any letter case) is linked.
 *
 * No foreign key, as with the picture columns: SQLite cannot drop a column that has one, and this
 * migration must go down on both engines; the reference repositories are the only writers.
 */
import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('college_id', 'integer').execute();
  await db
    .updateTable('users')
    .set({
      college_id: sql`(select colleges.id from colleges where lower(colleges.name) = lower(users.college_name))`,
    })
    .execute();
  await db.schema.createIndex('users_college_idx').on('users').column('college_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('users_college_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('college_id').execute();
}
