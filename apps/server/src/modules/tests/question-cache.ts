/**
 * A short-lived in-memory copy of each quiz's live questions. On exam day every start
 * and every autosave needs them; reading them once per quiz every few seconds instead of
 * once per request is what keeps a class-wide start burst cheap.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { findLiveQuestions, type LiveQuestion } from './quiz.repository.js';

const TTL_MS = 10_000;

export class QuestionCache {
  private readonly entries = new Map<number, { questions: Promise<LiveQuestion[]>; loadedAt: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  get(quizId: number): Promise<LiveQuestion[]> {
    const now = this.clock();
    const cached = this.entries.get(quizId);
    if (cached && now - cached.loadedAt < TTL_MS) return cached.questions;
    const questions = findLiveQuestions(this.db, quizId);
    this.entries.set(quizId, { questions, loadedAt: now });
    // A failed read must not be served from the cache.
    questions.catch(() => this.entries.delete(quizId));
    return questions;
  }
}
