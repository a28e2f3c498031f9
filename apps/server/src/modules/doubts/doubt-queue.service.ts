/**
 * The tutors' side (teachers and admins): the queue of doubts by paper, module, status and how
 * long they have waited; an answer, which tells the student by a notification in the same
 * transaction; closing and reopening. Answers and closings are audited. While the answer key of
 * the doubt's question is not yet open to the student (`keyOpensAt`), an answer waits for it:
 * the student sees it, and its notification is published, at that moment.
 */
import { DOUBT_AGE_DAYS, type TAdminDoubt, type TAdminDoubtPage, type TAdminDoubtQueryValues } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import type { NotificationService } from '../announcements/notification.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AttemptService } from '../mock-tests/attempt.service.js';
import { createDoubtReader } from './doubt-reader.js';
import { countDoubts, findDoubtState, insertMessage, setDoubtStatus, type DoubtFilter } from './doubt.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How much of the answer the student's notification quotes. */
const NOTICE_QUOTE_LENGTH = 200;

const quote = (body: string) =>
  body.length > NOTICE_QUOTE_LENGTH ? `${body.slice(0, NOTICE_QUOTE_LENGTH - 3)}...` : body;

/** The notice of an answer that waited for the answer key. */
export const HELD_NOTICE =
  "Your test's answer key is open, and the tutor's answer with it. Open your doubt to read it.";

export function createDoubtQueueService({
  db,
  clock,
  audit,
  notifications,
  attempts,
}: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  notifications: NotificationService;
  attempts: Pick<AttemptService, 'answerKeyOfAttempt'>;
}) {
  const reader = createDoubtReader(db, attempts);

  /** Oldest activity first by default: the doubt waiting longest is at the top. */
  async function listQueue(query: TAdminDoubtQueryValues): Promise<TAdminDoubtPage> {
    const filter: DoubtFilter = {
      status: query.status,
      paperId: query.paperId,
      moduleId: query.moduleId,
      updatedBefore: query.olderThan ? clock() - DOUBT_AGE_DAYS[query.olderThan] * DAY_MS : undefined,
    };
    const page = readPageQuery(query, 'asc');
    const [total, items] = await Promise.all([countDoubts(db, filter), reader.summaries(filter, page)]);
    return pageOf(items, total, page);
  }

  async function oneDoubt(doubtId: number): Promise<TAdminDoubt> {
    const doubt = await reader.one({ id: doubtId }, 'tutor');
    if (!doubt) throw notFound('Doubt not found');
    return doubt;
  }

  async function stateOf(doubtId: number) {
    const state = await findDoubtState(db, doubtId);
    if (!state) throw notFound('Doubt not found');
    return state;
  }

  async function answer(staffId: number, doubtId: number, text: string): Promise<TAdminDoubt> {
    const state = await stateOf(doubtId);
    const key = state.attemptId === null ? undefined : await attempts.answerKeyOfAttempt(state.attemptId);
    const heldUntil = key?.opensAt ?? null;
    const body = text.trim();
    const now = clock();
    await db.transaction().execute(async (trx) => {
      await insertMessage(trx, { doubtId, authorUserId: staffId, fromTutor: true, body, createdAt: now });
      await setDoubtStatus(trx, doubtId, { status: 'answered', updatedAt: now, closedAt: null });
      await notifications.notifyStudentIn(trx, {
        userId: state.userId,
        title: `Your doubt on ${state.moduleTitle} has an answer`,
        // A held answer is not quoted: should the window move later, the notice still gives nothing away.
        content: heldUntil !== null ? HELD_NOTICE : quote(body),
        link: `/your-doubts?doubt=${doubtId}`,
        fromUserId: staffId,
        publishAt: heldUntil ?? now,
      });
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'doubt.answer',
        entityType: 'doubt',
        entityId: doubtId,
        before: { status: state.status },
        after: { status: 'answered', answer: body },
      });
    });
    return oneDoubt(doubtId);
  }

  /** Reopening puts it back as it stood: answered if a tutor wrote last, otherwise open. */
  async function setClosed(staffId: number, doubtId: number, isClosed: boolean): Promise<TAdminDoubt> {
    const [state, before] = await Promise.all([stateOf(doubtId), oneDoubt(doubtId)]);
    const lastFromTutor = before.messages.at(-1)?.from === 'tutor';
    const status = isClosed ? 'closed' : lastFromTutor ? 'answered' : 'open';
    await db.transaction().execute(async (trx) => {
      await setDoubtStatus(trx, doubtId, {
        status,
        closedAt: isClosed ? (state.closedAt === null ? clock() : Number(state.closedAt)) : null,
      });
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: isClosed ? 'doubt.close' : 'doubt.reopen',
        entityType: 'doubt',
        entityId: doubtId,
        before: { status: before.status },
        after: { status },
      });
    });
    return oneDoubt(doubtId);
  }

  return { listQueue, oneDoubt, answer, setClosed };
}

export type DoubtQueueService = ReturnType<typeof createDoubtQueueService>;
