/**
 * The question a student was on moved from `attempts.current_question_id` to the answers'
 * `seen_order`: an attempt in progress during the upgrade still resumes on its question.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStudent } from '../test/accounts.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { seedDemoData } from './seed/seed-demo-data.js';
import { createFileStorage } from '../integrations/storage/index.js';
import { loadConfig } from '../config.js';
import { migrations } from './migrations/index.js';

describe('the seen-order migration', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: database.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    await seedDemoData(database.db, createFileStorage(config), { now: Date.now() });
  });
  afterAll(() => database.destroy());

  it('keeps the question an open attempt was on, and gives it back on the way down', async () => {
    const db = database.db;
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    expect((await migrator.migrateTo('2026-12-01T12-00-00_practice')).error).toBeUndefined();
    const student = await insertStudent(db);
    const quiz = await db.selectFrom('quizzes').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const [first, second] = (
      await db.selectFrom('questions').select('id').where('quizId', '=', quiz.id).orderBy('id').limit(2).execute()
    ).map((row) => row.id);
    const now = Date.now();
    const { rows } = await sql<{ id: number }>`insert into attempts
        (user_id, quiz_id, status, started_at, deadline_at, current_question_id)
      values (${student.id}, ${quiz.id}, 'open', ${now}, ${now + 60_000}, ${second}) returning id`.execute(db);
    const attemptId = rows[0]!.id;
    await db
      .insertInto('attemptAnswers')
      .values(
        [first!, second!].map((questionId) => ({ attemptId, questionId, chosenOption: null, savedAt: now, marked: 0 })),
      )
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const seen = await db
      .selectFrom('attemptAnswers')
      .select(['questionId', 'seenOrder'])
      .where('attemptId', '=', attemptId)
      .orderBy('questionId')
      .execute();
    expect(seen).toEqual([
      { questionId: first, seenOrder: 0 },
      { questionId: second, seenOrder: 1 },
    ]);

    expect((await migrator.migrateTo('2026-12-01T12-00-00_practice')).error).toBeUndefined();
    // The camel-case plugin names the column back.
    const back = await sql<{ currentQuestionId: number }>`select current_question_id from attempts
      where id = ${attemptId}`.execute(db);
    expect(back.rows[0]?.currentQuestionId).toBe(second);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
