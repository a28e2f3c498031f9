/**
 * The catalogue: published papers of each type (MDC may be empty) and a paper's modules in order.
 * Other modules read papers only through here.
 */
import type { Kysely } from 'kysely';
import type { TPaper, TPaperType, TPopularPaper } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import {
  countStudentsByPaper,
  findModulesByPaperId,
  findPaperById,
  findPapersByType,
  findPapersShownTo,
} from './paper.repository.js';

/** Home's Courses shows three cards (spec "Home" 4). */
export const POPULAR_PAPER_LIMIT = 3;
/**
 * How stale Home's student counts may be (docs/DEPLOY.md). Counting reads every active
 * enrollment (about 50 ms at 60,000 on PostgreSQL): once a minute per process, not per Home.
 */
export const STUDENT_COUNT_TTL_MS = 60_000;

export function createPaperService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const studentCounts = new TtlCache({
    ttlMs: STUDENT_COUNT_TTL_MS,
    maxEntries: 1,
    clock,
    load: (_key: 'all') => countStudentsByPaper(db),
  });

  function listPapers(type: TPaperType): Promise<TPaper[]> {
    return findPapersByType(db, type);
  }

  /**
   * The paper, or undefined when there is none with this id for this caller: drafts are
   * staff-only, archived papers stay for the students enrolled in them.
   */
  function findPaper(paperId: number, caller: number | null): Promise<TPaper | undefined> {
    return findPaperById(db, paperId, caller);
  }

  function listModulesOfPaper(paperId: number) {
    return findModulesByPaperId(db, paperId);
  }

  /**
   * Home's Courses: the papers there for the student, most students first; among equals (and
   * so in a catalogue nobody has bought yet) the newest first. Prices, modules and whether the
   * student holds the paper are read live; the counts are at most a minute old.
   */
  async function listPopularPapers(student: number): Promise<TPopularPaper[]> {
    const [papers, counts] = await Promise.all([findPapersShownTo(db, student), studentCounts.get('all')]);
    return papers
      .map(({ createdAt, ...paper }) => ({ paper: { ...paper, studentCount: counts.get(paper.id) ?? 0 }, createdAt }))
      .sort(
        (a, b) => b.paper.studentCount - a.paper.studentCount || b.createdAt - a.createdAt || b.paper.id - a.paper.id,
      )
      .slice(0, POPULAR_PAPER_LIMIT)
      .map(({ paper }) => paper);
  }

  return { listPapers, findPaper, listModulesOfPaper, listPopularPapers };
}

export type PaperService = ReturnType<typeof createPaperService>;
