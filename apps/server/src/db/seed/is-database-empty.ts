/** The seed only ever runs against a database nobody has used yet; this is how it tells. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export class DatabaseNotEmptyError extends Error {
  override name = 'DatabaseNotEmptyError';
  constructor() {
    super('Refusing to seed demo data: the database already has papers or users');
  }
}

/** Empty means no papers and no users; reference data such as colleges does not count. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const paper = await db.selectFrom('papers').select('id').limit(1).executeTakeFirst();
  if (paper) return false;
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return user === undefined;
}
