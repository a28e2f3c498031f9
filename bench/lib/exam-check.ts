/**
 * After the exam burst, the database must hold exactly what the server acknowledged: every
 * 2xx save with its option, one finished and graded attempt per student, and that grade in
 * the student's all-time leaderboard total.
 */
import type { Db } from './database.js';

export interface AckedSave {
  attemptId: number;
  questionId: number;
  option: number;
}

export interface CheckInput {
  quizId: number;
  userIds: readonly number[];
  ackedSaves: readonly AckedSave[];
  /** userId → whether its submit was acknowledged with a result. */
  submittedWithResult: ReadonlyMap<number, boolean>;
}

export async function checkExam(db: Db, input: CheckInput): Promise<string[]> {
  const problems: string[] = [];
  const report = (message: string) => {
    if (problems.length < 20) problems.push(message);
    else if (problems.length === 20) problems.push('… (more problems left out)');
  };
  const wanted = new Set(input.userIds);

  const attempts = (await db.selectFrom('attempts').selectAll().where('quizId', '=', input.quizId).execute()).filter(
    (attempt) => wanted.has(attempt.userId),
  );
  const byUser = new Map<number, typeof attempts>();
  for (const attempt of attempts) byUser.set(attempt.userId, [...(byUser.get(attempt.userId) ?? []), attempt]);

  const totals = new Map(
    (await db.selectFrom('leaderboardTotals').selectAll().where('periodKey', '=', 'all').execute()).map((row) => [
      row.userId,
      row,
    ]),
  );

  for (const userId of input.userIds) {
    const own = byUser.get(userId) ?? [];
    if (own.length !== 1) {
      report(`user ${userId}: ${own.length} attempts for the quiz, expected exactly 1`);
      continue;
    }
    const attempt = own[0];
    if (!attempt) continue;
    if (attempt.status !== 'finished' || attempt.scoreHundredths === null || attempt.totalQuestions === null)
      report(`user ${userId}: attempt ${attempt.id} is ${attempt.status}, score ${attempt.scoreHundredths}`);
    if (!input.submittedWithResult.get(userId)) report(`user ${userId}: submit was not acknowledged with a result`);
    const total = totals.get(userId);
    if (!total || total.tests !== 1 || total.scoreHundredths !== attempt.scoreHundredths)
      report(`user ${userId}: all-time total ${JSON.stringify(total)} does not match score ${attempt.scoreHundredths}`);
  }

  const saved = new Map<string, number | null>();
  const attemptIds = attempts.map((attempt) => attempt.id);
  for (let index = 0; index < attemptIds.length; index += 5000) {
    const rows = await db
      .selectFrom('attemptAnswers')
      .select(['attemptId', 'questionId', 'chosenOption'])
      .where('attemptId', 'in', attemptIds.slice(index, index + 5000))
      .execute();
    for (const row of rows) saved.set(`${row.attemptId}:${row.questionId}`, row.chosenOption);
  }
  let lost = 0;
  for (const save of input.ackedSaves) {
    const stored = saved.get(`${save.attemptId}:${save.questionId}`);
    if (stored !== save.option) {
      lost += 1;
      report(`attempt ${save.attemptId} question ${save.questionId}: acknowledged ${save.option}, stored ${stored}`);
    }
  }
  console.log(
    `check: ${attempts.length} attempts for ${input.userIds.length} students, ` +
      `${input.ackedSaves.length} acknowledged saves, ${saved.size} stored answers, ${lost} lost or wrong`,
  );
  return problems;
}
