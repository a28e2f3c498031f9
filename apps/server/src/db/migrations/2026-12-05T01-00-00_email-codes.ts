/**
 * A code may go to an email address as well as to a phone: a new address for an account is
 * proved by a code sent to it (purpose 'email_change'). Its challenge names the address in
 * `email` and has no phone: country code and phone are '' (no phone challenge has them empty),
 * so every limit, counted per address and purpose, keeps one owner for both kinds.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('otp_challenges').addColumn('email', 'text').execute();
  await db.schema
    .createIndex('otp_challenges_email_idx')
    .on('otp_challenges')
    .columns(['email', 'purpose', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('otp_challenges_email_idx').execute();
  await db.deleteFrom('otp_challenges').where('email', 'is not', null).execute();
  await db.schema.alterTable('otp_challenges').dropColumn('email').execute();
}
