/**
 * Module progress: the share of a module's kinds of material the student finished
 * (every page of its notes seen in the viewer, audio or video played to the end). A module with all of them done is
 * completed; a paper's progress is the rounded share of its modules completed (spec 5).
 */
import type { Kysely } from 'kysely';
import type { TModuleProgress, TProgressRequest } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../errors.js';
import type { AccessService } from './access.service.js';
import { NOTE_READ_BY_PAGES } from './note-study-messages.js';
import { findAvailableKinds, recordProgress } from './progress.repository.js';

type Kinds = { note: boolean; audio: boolean; video: boolean };

export function modulePercentage(available: Kinds, done: Kinds): number {
  const kinds = (['note', 'audio', 'video'] as const).filter((kind) => available[kind]);
  if (kinds.length === 0) return 0;
  return Math.round((100 * kinds.filter((kind) => done[kind]).length) / kinds.length);
}

export function paperPercentage(moduleProgress: number[]): number {
  if (moduleProgress.length === 0) return 0;
  return Math.round((100 * moduleProgress.filter((progress) => progress >= 100).length) / moduleProgress.length);
}

export interface ProgressServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  access: AccessService;
}

export function createProgressService({ db, clock, access }: ProgressServiceDependencies) {
  async function recordModuleProgress(
    userId: number,
    moduleId: number,
    kind: TProgressRequest['kind'],
  ): Promise<TModuleProgress> {
    await access.assertCanReadModule(userId, moduleId);
    // A note is read when its pages have been seen (PUT /api/notes/:id/reading), never by a click.
    if (kind === 'note') throw new AppError('UNPROCESSABLE', NOTE_READ_BY_PAGES);
    const available = await findAvailableKinds(db, moduleId);
    const progress = await recordProgress(db, { userId, moduleId, kind, now: clock() }, (done) =>
      modulePercentage(available, done),
    );
    return { moduleId, progress, completed: progress >= 100 };
  }

  return { recordModuleProgress };
}

export type ProgressService = ReturnType<typeof createProgressService>;
