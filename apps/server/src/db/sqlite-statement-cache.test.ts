import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.js';

describe('withStatementCache', () => {
  const opened: SqliteDatabase.Database[] = [];
  const open = () => {
    const database = new SqliteDatabase(':memory:');
    opened.push(database);
    database.exec('create table notes (id integer primary key, body text)');
    return database;
  };
  afterEach(() => {
    for (const database of opened.splice(0)) if (database.open) database.close();
  });

  it('compiles each SQL text once and reuses the statement', () => {
    const database = open();
    const cached = withStatementCache(database);
    const first = cached.prepare('select * from notes where id = ?');
    expect(cached.prepare('select * from notes where id = ?')).toBe(first);
    expect(cached.prepare('select body from notes')).not.toBe(first);
    expect(cached.cachedStatements).toBe(2);
  });

  it('gives fresh results from a reused statement', () => {
    const cached = withStatementCache(open());
    cached.prepare('insert into notes (body) values (?)').run(['one']);
    expect(cached.prepare('select body from notes order by id').all([])).toEqual([{ body: 'one' }]);
    cached.prepare('insert into notes (body) values (?)').run(['two']);
    expect(cached.prepare('select body from notes order by id').all([])).toEqual([{ body: 'one' }, { body: 'two' }]);
  });

  it('evicts the least recently used statement when full', () => {
    const cached = withStatementCache(open(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // now 'select 2' is the oldest
    cached.prepare('select 3');
    expect(cached.cachedStatements).toBe(2);
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('sees a schema change made after the statement was cached', () => {
    const database = open();
    const cached = withStatementCache(database);
    cached.prepare('insert into notes (body) values (?)').run(['kept']);
    expect(cached.prepare('select * from notes').all([])).toEqual([{ id: 1, body: 'kept' }]);
    cached.prepare('alter table notes add column pinned integer not null default 0').run([]);
    expect(cached.prepare('select * from notes').all([])).toEqual([{ id: 1, body: 'kept', pinned: 0 }]);
  });

  it('closes the database', () => {
    const database = open();
    withStatementCache(database).close();
    expect(database.open).toBe(false);
  });
});
