/**
 * Enrolled papers (those with an active enrollment) with their modules and progress, and Home's 'Continue Journey':
 * the modules the student last worked on, then the first unfinished module of each
 * enrolled paper.
 */
import type { Kysely } from 'kysely';
import type { TEnrolledPaper, TRecommendation } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import type { PaperService } from '../papers/paper.service.js';
import { findEnrollments } from './enrollment.repository.js';
import { findProgressByModule, findRecentlyStudiedModules } from './progress.repository.js';
import { paperPercentage } from './progress.service.js';
import { findSavedIds } from './saved.repository.js';

const RECOMMENDATION_LIMIT = 9;

export function createEnrollmentService({ db, papers }: { db: Kysely<Database>; papers: PaperService }) {
  async function listEnrolledPapers(userId: number): Promise<TEnrolledPaper[]> {
    const [enrollments, savedModules] = await Promise.all([
      findEnrollments(db, userId),
      findSavedIds(db, userId, 'module'),
    ]);
    // One entry per paper, dated by its first active grant: the whole paper, or the modules granted.
    const byPaper = new Map<number, { enrolledAt: number; wholePaper: boolean; moduleIds: Set<number> }>();
    for (const { paperId, moduleId, createdAt } of enrollments) {
      const entry = byPaper.get(paperId) ?? { enrolledAt: createdAt, wholePaper: false, moduleIds: new Set() };
      if (moduleId === null) entry.wholePaper = true;
      else entry.moduleIds.add(moduleId);
      byPaper.set(paperId, entry);
    }
    const enrolled = await Promise.all(
      [...byPaper].map(async ([paperId, { enrolledAt, wholePaper, moduleIds }]) => {
        const [paper, allModules] = await Promise.all([
          papers.findPaper(paperId, userId),
          papers.listModulesOfPaper(paperId),
        ]);
        if (!paper) return null;
        const modules = wholePaper ? allModules : allModules.filter((module) => moduleIds.has(module.id));
        const progress = await findProgressByModule(
          db,
          userId,
          modules.map((module) => module.id),
        );
        const enrolledModules = modules.map(
          ({
            paperId: _paperId,
            isFreePreview: _preview,
            thumbnailUrl: _thumb,
            pricePaise: _price,
            listPricePaise: _listPrice,
            ...module
          }) => {
            const moduleProgress = progress.get(module.id) ?? 0;
            return {
              ...module,
              progress: moduleProgress,
              completed: moduleProgress >= 100,
              isSaved: savedModules.has(module.id),
            };
          },
        );
        return {
          ...paper,
          isWholePaper: wholePaper,
          modules: enrolledModules,
          progress: paperPercentage(enrolledModules.map((module) => module.progress)),
          enrolledAt,
        };
      }),
    );
    return enrolled.filter((paper): paper is TEnrolledPaper => paper !== null);
  }

  async function listRecommendations(userId: number): Promise<TRecommendation[]> {
    const [recent, enrolled] = await Promise.all([
      findRecentlyStudiedModules(db, userId, RECOMMENDATION_LIMIT),
      listEnrolledPapers(userId),
    ]);
    const modulesById = new Map(
      enrolled.flatMap((paper) => paper.modules.map((module) => [module.id, { module, paper }] as const)),
    );
    const picked: TRecommendation[] = [];
    const add = (moduleId: number) => {
      const entry = modulesById.get(moduleId);
      if (!entry || picked.some((item) => item.id === moduleId) || picked.length >= RECOMMENDATION_LIMIT) return;
      const { module, paper } = entry;
      picked.push({
        id: module.id,
        number: module.number,
        title: module.title,
        paperId: paper.id,
        paperTitle: paper.title,
        isSaved: module.isSaved,
        progress: module.progress,
      });
    };
    // Unfinished recent work first; a finished module is no journey to continue.
    for (const row of recent) if (row.progress < 100) add(row.moduleId);
    for (const paper of enrolled) {
      const next = paper.modules.find((module) => !module.completed);
      if (next) add(next.id);
    }
    return picked;
  }

  return { listEnrolledPapers, listRecommendations };
}

export type EnrollmentService = ReturnType<typeof createEnrollmentService>;
