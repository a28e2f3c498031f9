/**
 * Writes that arrive together commit together, on SQLite. An exam's autosaves come in bursts
 * (thousands of students answering at once), and on SQLite each statement outside a
 * transaction is its own commit: its pages written to the write-ahead log, one by one, for a
 * single small row. Here the writes handed in during one turn of the event loop run in one
 * transaction, and each caller hears back only after that transaction has committed, so an
 * acknowledged write is exactly as durable as before; the first waits at most that one turn.
 *
 * A statement that fails fails alone, and nothing after it runs in that transaction: SQLite
 * may have ended the transaction with it (disk full, I/O, `or rollback`), and a statement run
 * after that would commit on its own. So the writes before it commit (or, if the transaction
 * is gone, the commit fails and each of them hears so: none was kept), and the writes after it
 * wait for the next group.
 *
 * PostgreSQL takes concurrent commits on its own (its connections commit in parallel, and its
 * log flushes group them), so there each write simply runs.
 */
import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import { isPostgres } from './engine.js';
import type { Database } from './schema.js';

export interface GroupCommit {
  readonly db: Kysely<Database>;
  /** Runs one write; resolves once it is committed. */
  run<Row>(query: CompiledQuery<Row>): Promise<QueryResult<Row>>;
}

interface Waiting {
  query: CompiledQuery;
  resolve(result: QueryResult<unknown>): void;
  reject(error: unknown): void;
}

export function createGroupCommit(db: Kysely<Database>): GroupCommit {
  if (isPostgres(db)) return { db, run: (query) => db.executeQuery(query) };

  let waiting: Waiting[] = [];

  function schedule(writes: Waiting[]) {
    if (writes.length === 0) return;
    if (waiting.length === 0) setImmediate(() => void commitGroup());
    waiting = [...writes, ...waiting];
  }

  async function commitGroup() {
    const group = waiting;
    waiting = [];
    const results: QueryResult<unknown>[] = [];
    let failure: { index: number; error: unknown } | undefined;
    try {
      await db.transaction().execute(async (trx) => {
        for (const [index, { query }] of group.entries()) {
          try {
            results.push(await trx.executeQuery(query));
          } catch (error) {
            failure = { index, error };
            return;
          }
        }
      });
      results.forEach((result, index) => group[index]!.resolve(result));
    } catch (error) {
      // The transaction failed (to begin or to commit): none of the writes in it was kept.
      for (const write of group.slice(0, failure?.index ?? group.length)) write.reject(error);
    }
    if (failure) {
      group[failure.index]!.reject(failure.error);
      schedule(group.slice(failure.index + 1));
    }
  }

  return {
    db,
    run<Row>(query: CompiledQuery<Row>) {
      return new Promise<QueryResult<Row>>((resolve, reject) => {
        if (waiting.length === 0) setImmediate(() => void commitGroup());
        waiting.push({ query, resolve: resolve as Waiting['resolve'], reject });
      });
    },
  };
}
