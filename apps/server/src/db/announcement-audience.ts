/**
 * THE audience rule of announcements, in SQL: which students a notice is meant for. The
 * Notification screen asks it for one student; web push asks it for every subscribed student
 * at once (the student may be a column reference).
 */
import type { Expression, ExpressionBuilder } from 'kysely';
import { isActiveEnrollmentOf } from './module-access-conditions.js';
import type { Database } from './schema.js';

type WithStudent = ExpressionBuilder<Database, 'announcements' | 'users'>;
/** A student's id, or a reference to one (a push goes to every subscribed student at once). */
type Student = number | Expression<number>;

/**
 * THE audience rule: published (not scheduled for later), not archived, and either addressed to
 * the student alone or, for an audience, for everyone, the student's department, the student's
 * semester, or a paper the student is enrolled in. The `users` row in scope is the student's.
 */
export function isMeantFor(eb: WithStudent, userId: Student, now: number) {
  return eb.and([
    eb('announcements.publishedAt', '<=', now),
    eb('announcements.archivedAt', 'is', null),
    eb.or([eb('announcements.recipientUserId', '=', userId), isForAudienceOf(eb, userId)]),
  ]);
}

function isForAudienceOf(eb: WithStudent, userId: Student) {
  return eb.and([
    eb('announcements.recipientUserId', 'is', null),
    eb.or([
      eb('announcements.audience', '=', 'everyone'),
      eb.and([
        eb('announcements.audience', '=', 'department'),
        eb('announcements.departmentId', '=', eb.ref('users.departmentId')),
      ]),
      eb.and([
        eb('announcements.audience', '=', 'semester'),
        eb('announcements.semester', '=', eb.ref('users.semester')),
      ]),
      eb.and([
        eb('announcements.audience', '=', 'paper'),
        eb.exists(
          eb
            .selectFrom('enrollments')
            .select('enrollments.id')
            .where((enrollment) => isActiveEnrollmentOf(enrollment, userId))
            .whereRef('enrollments.paperId', '=', 'announcements.paperId'),
        ),
      ]),
    ]),
  ]);
}
