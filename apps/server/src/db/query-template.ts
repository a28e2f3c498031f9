/**
 * A query whose shape never changes, built and compiled once per database and then run
 * with new values. Kysely otherwise builds the query tree, runs the plugins over it and
 * writes the SQL on every call: on exam day that was a tenth of the server's CPU for a
 * start and a fifth for a submit, for SQL that only ever differs in its values.
 *
 * The builder is called once with a stand-in for each value it reads; the compiled query's
 * parameters then say which value goes where. A value the builder inspects instead of
 * passing on (to choose a branch, to spread a list) cannot be a stand-in: that is caught
 * when the template is first compiled, not left to send a wrong query.
 */
import {
  type Compilable,
  type CompiledQuery,
  createQueryId,
  type Kysely,
  type QueryResult,
  type Transaction,
} from 'kysely';
import { isPostgres } from './engine.js';
import type { Database } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Stands for one named value while the template is compiled. */
class StandIn {
  constructor(readonly name: string) {}
}

type Slot = { name: string } | { constant: unknown };

interface Compiled {
  query: CompiledQuery;
  slots: Slot[];
}

export interface QueryShape {
  /** The dialect, for the few queries that are written differently per engine. */
  isPostgres: boolean;
}

export interface QueryTemplate<Values extends object, Row> {
  (db: Db, values: Values): Promise<QueryResult<Row>>;
  /** The query with these values, compiled for `db`, for a caller that runs it another way (a group commit). */
  compiledFor(db: Db, values: Values): CompiledQuery<Row>;
}

export function queryTemplate<Values extends object, Row>(
  build: (db: Kysely<Database>, values: Values, shape: QueryShape) => Compilable<Row>,
): QueryTemplate<Values, Row> {
  // One compiled form per database (a transaction shares its database's adapter).
  const compiledForAdapter = new WeakMap<object, Compiled>();

  function compile(db: Db): Compiled {
    const read = new Set<string>();
    const standIns = new Proxy(
      {},
      {
        get: (_target, name) => {
          read.add(String(name));
          return new StandIn(String(name));
        },
      },
    ) as Values;
    const shape = { isPostgres: isPostgres(db) };
    const query = build(db, standIns, shape).compile();
    const slots = query.parameters.map((parameter): Slot =>
      parameter instanceof StandIn ? { name: parameter.name } : { constant: parameter },
    );
    const unused = [...read].filter((name) => !slots.some((slot) => 'name' in slot && slot.name === name));
    if (unused.length > 0) {
      throw new Error(`query template: ${unused.join(', ')} did not reach the SQL as a value`);
    }
    return { query, slots };
  }

  function compiledFor(db: Db, values: Values): CompiledQuery<Row> {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledForAdapter.get(adapter);
    if (!compiled) {
      compiled = compile(db);
      compiledForAdapter.set(adapter, compiled);
    }
    const byName = values as Record<string, unknown>;
    const parameters = compiled.slots.map((slot) => ('name' in slot ? byName[slot.name] : slot.constant));
    return { ...compiled.query, parameters, queryId: createQueryId() } as CompiledQuery<Row>;
  }

  // Async, so a template that fails to compile rejects like a failed query.
  const run = async (db: Db, values: Values) => db.executeQuery<Row>(compiledFor(db, values));
  return Object.assign(run, { compiledFor });
}

/** The first row of a template's result, as Kysely's `executeTakeFirst` gives it. */
export async function firstRow<Row>(result: Promise<QueryResult<Row>>): Promise<Row | undefined> {
  return (await result).rows[0];
}
