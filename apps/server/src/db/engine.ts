/** Which engine a Kysely instance talks to, for the few statements the two spell differently. */
import { PostgresAdapter } from 'kysely';

/** Any Kysely instance or transaction, whatever its tables. */
type TalksToAnEngine = { getExecutor(): { readonly adapter: unknown } };

export function isPostgres(db: TalksToAnEngine): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
