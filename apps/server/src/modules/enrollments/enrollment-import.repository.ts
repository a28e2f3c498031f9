/** SQL for the enrollment import: the students a CSV names, found by phone. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The users with these phones (one country code), by phone. */
export async function findUsersByPhones(db: Kysely<Database>, countryCode: string, phones: string[]) {
  if (phones.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('countryCode', '=', countryCode)
    .where('phone', 'in', phones)
    .execute();
  return new Map(rows.map((row) => [row.phone, row.id]));
}
