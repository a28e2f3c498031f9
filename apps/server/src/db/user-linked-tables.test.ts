import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { userLinkedTables } from './user-linked-tables.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('userLinkedTables', () => {
  it('finds the tables with a key to users and those that reach users through another table', async () => {
    const linked = await userLinkedTables(database.db);
    const byTable = new Map(linked.map((entry) => [entry.table, entry.paths]));
    // A direct key.
    expect(byTable.get('sessions')).toEqual([
      [{ table: 'sessions', column: 'user_id', references: { table: 'users', column: 'id' } }],
    ]);
    // Through the attempt it belongs to.
    expect(byTable.get('attempt_answers')).toContainEqual([
      { table: 'attempt_answers', column: 'attempt_id', references: { table: 'attempts', column: 'id' } },
      { table: 'attempts', column: 'user_id', references: { table: 'users', column: 'id' } },
    ]);
    // Every path of a table: a doubt's message leads to its author and, through its doubt, to the student.
    const messagePaths = (byTable.get('doubt_messages') ?? []).map((path) => path.map((link) => link.column));
    expect(messagePaths).toContainEqual(['author_user_id']);
    expect(messagePaths).toContainEqual(['doubt_id', 'user_id']);
    // An order's lines and payment events, on both engines (PostgreSQL had lost these keys).
    for (const table of ['order_items', 'payment_events']) {
      expect((byTable.get(table) ?? []).map((path) => path.map((link) => link.column))).toContainEqual([
        'order_id',
        'user_id',
      ]);
    }
    // Catalogue tables no person's key reaches are not listed, nor is users itself.
    expect(byTable.has('departments')).toBe(false);
    expect(byTable.has('users')).toBe(false);
    // Every path ends at users.id.
    for (const { paths } of linked) {
      for (const path of paths) expect(path.at(-1)?.references).toEqual({ table: 'users', column: 'id' });
    }
  });
});
