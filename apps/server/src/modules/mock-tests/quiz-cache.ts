/**
 * Short-lived in-memory copies of quizzes and their live questions. On exam day every
 * start, save and submit needs them; reading each once every few seconds instead of once
 * per request is what keeps a class-wide burst cheap. An edit to a quiz shows within
 * TTL_MS on every server process.
 */
import type { Kysely } from 'kysely';
import type { TQuizCategory } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { findLiveQuestions, findQuiz, findQuizById } from './quiz.repository.js';

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

  return {
    quiz: (quizId: number) => quizzesById.get(quizId),
    quizOfModule: (moduleId: number, category: TQuizCategory) => quizzesByModule.get(`${moduleId}:${category}`),
    /** A revision's questions, in order, correct options included: for grading and review only. */
    questions: (quizId: number, revision: number) => questions.get(`${quizId}@${revision}`),
  };
}

export type QuizCache = ReturnType<typeof createQuizCache>;
