/**
 * Short-lived in-memory copies of quizzes and their live questions. On exam day every
 * start, save and submit needs them; reading each once every few seconds instead of once
 * per request is what keeps a class-wide burst cheap. An edit to a quiz shows within
 * TTL_MS on every server process.
 */
import type { Kysely } from 'kysely';
import type { TAttemptQuestion, TQuizCategory } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { findLiveQuestions, findQuiz, findQuizById, type LiveQuestion } from './quiz.repository.js';

const TTL_MS = 10_000;
/** Keys are quizzes and modules of the catalogue, so this bounds memory without evicting in practice. */
const MAX_ENTRIES = 10_000;

export function createQuizCache(db: Kysely<Database>, clock: Clock) {
  const options = { ttlMs: TTL_MS, maxEntries: MAX_ENTRIES, clock };
  const quizzesById = new TtlCache({ ...options, load: (quizId: number) => findQuizById(db, quizId) });
  const quizzesByModule = new TtlCache({
    ...options,
    load: (key: `${number}:${TQuizCategory}`) => {
      const [moduleId, category] = key.split(':') as [string, TQuizCategory];
      return findQuiz(db, Number(moduleId), category);
    },
  });
  // A revision's questions never change: the TTL only bounds memory for revisions no longer used.
  const questions = new TtlCache({
    ...options,
    load: (key: `${number}@${number}`) => {
      const [quizId, revision] = key.split('@').map(Number) as [number, number];
      return findLiveQuestions(db, quizId, revision);
    },
  });

  // What a student sitting the test sees of a revision's questions, made once per cached list.
  const studentViews = new WeakMap<LiveQuestion[], readonly TAttemptQuestion[]>();
  const studentViewOf = (live: LiveQuestion[]) => {
    let view = studentViews.get(live);
    if (!view) {
      // An allowlist of fields: the correct option and the solution never leave here. Frozen,
      // as every start of the revision gets this same array (and its reply's JSON is kept by it).
      view = Object.freeze(
        live.map(({ id, text, options, imageUrl }) =>
          Object.freeze({ id, text, options: Object.freeze([...options]), imageUrl }),
        ),
      ) as readonly TAttemptQuestion[];
      studentViews.set(live, view);
    }
    return view;
  };

  return {
    quiz: (quizId: number) => quizzesById.get(quizId),
    quizOfModule: (moduleId: number, category: TQuizCategory) => quizzesByModule.get(`${moduleId}:${category}`),
    /** A revision's questions, in order, correct options included: for grading and review only. */
    questions: (quizId: number, revision: number) => questions.get(`${quizId}@${revision}`),
    /** A revision's questions as a student sitting the test sees them: no key, no solution. */
    studentQuestions: async (quizId: number, revision: number) =>
      studentViewOf(await questions.get(`${quizId}@${revision}`)),
  };
}

export type QuizCache = ReturnType<typeof createQuizCache>;
