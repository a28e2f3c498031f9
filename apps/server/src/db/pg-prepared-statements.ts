/**
 * Kysely's PostgreSQL driver sends every query unnamed, so PostgreSQL parses and plans it
 * afresh each time; on exam day that was a large share of the database's CPU for
 * statements that differ only in their parameters. This pool hands Kysely clients that
 * send a query it has seen a few times as a named prepared statement instead (node-postgres
 * then parses it once per connection). One-off SQL stays unnamed, and the number of named
 * texts is capped, so the server's per-connection statement memory stays bounded.
 *
 * A prepared statement is planned for its values only its first five times; after that
 * PostgreSQL may keep one generic plan for all values. That suits lookups by id, not a full-text
 * search, whose best plan depends on how common its words are and how many notes the student may
 * open (a generic plan scanned every page: p99 33 ms against 18 ms). Such a query carries
 * `plannedWithItsValues()` and is always sent unnamed.
 */
import { sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** A text is prepared from its third use: startup and migration queries stay unnamed. */
const USES_BEFORE_PREPARING = 2;
const MAX_PREPARED_TEXTS = 1000;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * PostgreSQL refuses a prepared `select *` or `returning *` whose table changed shape since
 * it was prepared (a migration by a newer release while this one still serves).
 */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(error));

const PLANNED_WITH_ITS_VALUES = '/* planned with its values */';

/**
 * For a query's `modifyFront`: the query is never prepared, so each run is planned for its values.
 * The comment is PLANNED_WITH_ITS_VALUES (a test sends such a query more than twice).
 */
export function plannedWithItsValues() {
  return sql`/* planned with its values */`;
}

export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const uses = new Map<string, number>();
  const names = new Map<string, string>();
  let nextName = 0;

  function nameFor(sql: string): string | undefined {
    const known = names.get(sql);
    if (known !== undefined || !PREPARABLE.test(sql) || sql.includes(PLANNED_WITH_ITS_VALUES)) return known;
    const seen = (uses.get(sql) ?? 0) + 1;
    if (seen <= USES_BEFORE_PREPARING || names.size >= MAX_PREPARED_TEXTS) {
      if (uses.size < MAX_PREPARED_TEXTS * 10) uses.set(sql, seen);
      return undefined;
    }
    uses.delete(sql);
    const name = `padanam_${(nextName += 1)}`;
    names.set(sql, name);
    return name;
  }

  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  function wrap(client: pg.PoolClient): PostgresPoolClient {
    const run = async (sql: string, parameters: ReadonlyArray<unknown>) => {
      const name = nameFor(sql);
      if (name === undefined) return client.query(sql, [...parameters]);
      try {
        return await client.query({ name, text: sql, values: [...parameters] });
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        // Prepared again under a new name on a later use. Inside a transaction the error has
        // already aborted it, so this retry fails too and the caller's request with it, once.
        names.delete(sql);
        return client.query(sql, [...parameters]);
      }
    };
    return {
      // Overloads cannot be implemented by an arrow function: the cast restates Kysely's two.
      query: ((sqlOrCursor: string | object, parameters?: ReadonlyArray<unknown>) =>
        typeof sqlOrCursor === 'string'
          ? run(sqlOrCursor, parameters ?? [])
          : client.query(sqlOrCursor as never)) as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  }

  return {
    // Kysely keys its connections by client object, so each pg client keeps one wrapper.
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
