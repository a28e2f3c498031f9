/**
 * A test's settings as teachers and admins keep them (duration, window, when the answer key
 * opens); the rules that enforce them are modules/mock-tests/test-window.ts. Changes are audited
 * and reach students within the quiz cache's few seconds.
 */
import {
  DEFAULT_DURATION_MINUTES,
  QUIZ_TITLES,
  type TQuizCategory,
  type TTestSettings,
  type TTestSettingsInput,
} from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { epochMsOrNull } from '../../lib/epoch-ms.js';
import type { AuditService } from '../audit/audit.service.js';
import { findModuleForStaff, findTest, upsertTest } from './test-settings.repository.js';

export function createTestSettingsService({ db, audit }: { db: Kysely<Database>; audit: AuditService }) {
  async function readSettings(moduleId: number, category: TQuizCategory): Promise<TTestSettings> {
    if (!(await findModuleForStaff(db, moduleId))) throw notFound('Module not found');
    const test = await findTest(db, moduleId, category);
    return {
      moduleId,
      category,
      quizId: test?.id ?? null,
      title: test?.title ?? QUIZ_TITLES[category],
      questionCount: Number(test?.questionCount ?? 0),
      durationMinutes: test ? Math.round(test.durationSeconds / 60) : DEFAULT_DURATION_MINUTES,
      opensAt: epochMsOrNull(test?.opensAt ?? null),
      closesAt: epochMsOrNull(test?.closesAt ?? null),
      reviewAfter: test?.reviewAfter ?? 'submit',
    };
  }

  async function updateSettings(
    staffId: number,
    moduleId: number,
    category: TQuizCategory,
    input: TTestSettingsInput,
  ): Promise<TTestSettings> {
    const before = await readSettings(moduleId, category);
    await db.transaction().execute(async (trx) => {
      await upsertTest(
        trx,
        { moduleId, category, title: before.title },
        {
          durationSeconds: input.durationMinutes * 60,
          opensAt: input.opensAt,
          closesAt: input.closesAt,
          reviewAfter: input.reviewAfter,
        },
      );
      const { durationMinutes, opensAt, closesAt, reviewAfter } = before;
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'test.update',
        entityType: 'test',
        entityId: before.quizId,
        before: { moduleId, category, durationMinutes, opensAt, closesAt, reviewAfter },
        after: { moduleId, category, ...input },
      });
    });
    return readSettings(moduleId, category);
  }

  return { readSettings, updateSettings };
}

export type TestSettingsService = ReturnType<typeof createTestSettingsService>;
