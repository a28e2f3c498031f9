/**
 * An SMS code is sent for one purpose: logging in, a parent agreeing to a minor's account, confirming
 * an account's deletion, or proving a new phone number. A code made for one purpose never passes
 * for another, and each purpose counts its own sends and wrong tries: a parent's code does not use up
 * the login codes of a student with the same number. Codes already stored were login codes.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('otp_challenges')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('login'))
    .execute();
  await db.schema.dropIndex('otp_challenges_phone_idx').execute();
  await db.schema
    .createIndex('otp_challenges_phone_idx')
    .on('otp_challenges')
    .columns(['country_code', 'phone', 'purpose', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('otp_challenges_phone_idx').execute();
  await db.schema.alterTable('otp_challenges').dropColumn('purpose').execute();
  await db.schema
    .createIndex('otp_challenges_phone_idx')
    .on('otp_challenges')
    .columns(['country_code', 'phone', 'created_at'])
    .execute();
}
