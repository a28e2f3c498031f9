/**
 * `npm run privacy:affected` on a seeded database, on this engine: the people whose rows in one
 * table were written in a time range, through every chain of keys to users (a grievance reply
 * names its student and its author), by the table's own time columns; an unknown table, one that
 * leads to nobody and one with no time column are refused with a message saying so; and the
 * command's arguments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAffectedArguments } from '../cli/privacy-affected-arguments.js';
import { insertStudent } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { affectedStudents } from './affected-students.js';

const HOUR_MS = 60 * 60 * 1000;
const BREACH_FROM = Date.UTC(2026, 10, 20, 0, 0, 0);
const BREACH_TO = Date.UTC(2026, 10, 21, 0, 0, 0);

describe('the people a breach of one table affects', () => {
  let testApp: TestApp;
  let inside: { id: number; phone: string };
  let outside: { id: number; phone: string };
  let admin: { id: number; phone: string };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const { db } = testApp.database;
    inside = await insertStudent(db, { name: 'Inside The Range' });
    outside = await insertStudent(db, { name: 'Outside The Range' });
    admin = await insertStudent(db, { name: 'Replying Admin', role: 'admin' });
    await db
      .updateTable('users')
      .set({ createdAt: BREACH_FROM + HOUR_MS })
      .where('id', '=', inside.id)
      .execute();
    await db
      .updateTable('users')
      .set({ createdAt: BREACH_FROM - HOUR_MS })
      .where('id', '=', outside.id)
      .execute();
    await db
      .updateTable('users')
      .set({ createdAt: BREACH_TO + HOUR_MS })
      .where('id', '=', admin.id)
      .execute();
    const grievance = async (userId: number, number: string, createdAt: number) =>
      (
        await db
          .insertInto('grievances')
          .values({
            number,
            userId,
            category: 'other',
            subject: 'Subject',
            body: 'Text',
            dueAt: createdAt + 30 * 24 * HOUR_MS,
            createdAt,
            updatedAt: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const early = await grievance(outside.id, 'GR-2026-900001', BREACH_FROM - 2 * HOUR_MS);
    await grievance(inside.id, 'GR-2026-900002', BREACH_TO);
    await db
      .insertInto('grievanceReplies')
      .values({ grievanceId: early, authorUserId: admin.id, body: 'Reply', createdAt: BREACH_FROM + 2 * HOUR_MS })
      .execute();
  });
  afterAll(() => testApp.close());

  const range = { from: BREACH_FROM, to: BREACH_TO };

  it('finds the people whose own rows were written in the range, and no one else', async () => {
    const people = await affectedStudents(testApp.database.db, { table: 'users', ...range });
    expect(people.map((person) => person.name)).toEqual(['Inside The Range']);
    expect(people[0]).toMatchObject({ phone: `+91${inside.phone}`, language: 'en', role: 'student' });
    // The range ends before its `to`: a grievance filed at that very moment is outside it.
    expect(await affectedStudents(testApp.database.db, { table: 'grievances', ...range })).toEqual([]);
  });

  it('follows every chain of keys to users: a reply names its grievance’s student and its author', async () => {
    const people = await affectedStudents(testApp.database.db, { table: 'grievance_replies', ...range });
    expect(people.map((person) => person.name).sort()).toEqual(['Outside The Range', 'Replying Admin']);
  });

  it('refuses an unknown table, one that leads to nobody and one with no time column, saying why', async () => {
    const { db } = testApp.database;
    await expect(affectedStudents(db, { table: 'passwords', ...range })).rejects.toThrow(
      /^Unknown table "passwords"\. Tables that lead to a person: .*grievances/,
    );
    await expect(affectedStudents(db, { table: 'papers', ...range })).rejects.toThrow(
      'The table "papers" holds no rows that lead to a person.',
    );
    await expect(affectedStudents(db, { table: 'note_pages_seen', ...range })).rejects.toThrow(
      'The table "note_pages_seen" has no time column',
    );
  });

  it('reads the command’s arguments strictly', () => {
    expect(
      readAffectedArguments([
        '--table',
        'doubts',
        '--from',
        '2026-11-20T00:00:00Z',
        '--to',
        '2026-11-21T05:30:00+05:30',
        '--format',
        'csv',
      ]),
    ).toEqual({ table: 'doubts', from: BREACH_FROM, to: BREACH_TO, format: 'csv' });
    expect(readAffectedArguments(['--table', 'users', '--from', '2026-11-20', '--to', '2026-11-21'])).toMatchObject({
      format: 'text',
    });
    for (const args of [
      ['--from', '2026-11-20', '--to', '2026-11-21'],
      ['--table', 'users', '--from', 'yesterday', '--to', '2026-11-21'],
      ['--table', 'users', '--from', '2026-11-21', '--to', '2026-11-20'],
      ['--table', 'users', '--from', '2026-11-20', '--to', '2026-11-21', '--format', 'xlsx'],
      ['--table', 'users', '--from', '2026-11-20', '--to', '2026-11-21', '--everything'],
    ])
      expect(() => readAffectedArguments(args), args.join(' ')).toThrow(/Usage: npm run privacy:affected/);
  });
});
