/**
 * People as staff see them: search students, open one (enrollments with their history, test
 * results), and, for admins, enroll by hand (a scholarship), revoke, grant or withdraw roles,
 * and set or clear an email. Grants and revokes go through modules/enrollments (source 'staff',
 * revoked never deleted; an order's grant is taken back by refunding the order). Every write
 * commits with its audit entry.
 */
import type { Kysely } from 'kysely';
import type {
  TAdminEnrollment,
  TAdminUser,
  TAdminUserDetails,
  TAdminUserListQueryValues,
  TAdminUserPage,
  TEnrollmentGrant,
  TUserRole,
} from '@padanam/contract';
import { orderNumber } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, invalidField, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { indiaDateStart } from '../../lib/india-time.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import type { AuditService } from '../audit/audit.service.js';
import type { EnrollmentGrantService } from '../enrollments/enrollment-grant.service.js';
import type { AttemptService } from '../mock-tests/attempt.service.js';
import {
  countAdminsLocked,
  countPeople,
  findEnrollmentsOfPerson,
  findPeople,
  findPerson,
  findOtherHolderOfEmail,
  findPaperProgressOfPerson,
  findResultsOfPerson,
  findTestTimeOfPerson,
  updateEmail,
  updateRole,
  type PersonRow,
} from './people.repository.js';
import { NO_EMAIL } from './user.service.js';

export const PERSON_NOT_FOUND = 'Student not found';
export const ENROLLMENT_NOT_FOUND = { en: 'Enrollment not found', ml: 'എൻറോൾമെന്റ് കണ്ടെത്തിയില്ല' } as const;
export const EMAIL_TAKEN = {
  en: 'Another account already uses this email.',
  ml: 'മറ്റൊരു അക്കൗണ്ട് ഈ ഇമെയിൽ ഇതിനകം ഉപയോഗിക്കുന്നു.',
} as const;

export interface PeopleServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  grants: EnrollmentGrantService;
  /** Where a finished attempt stands in its test, as the student's own results say. */
  attempts: Pick<AttemptService, 'standingsOf'>;
}

const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN);

function toAdminUser(row: PersonRow): TAdminUser {
  return { ...row, createdAt: Number(row.createdAt) };
}

type EnrollmentRow = Awaited<ReturnType<typeof findEnrollmentsOfPerson>>[number];

function toAdminEnrollment(row: EnrollmentRow): TAdminEnrollment {
  return { ...row, createdAt: Number(row.createdAt), revokedAt: row.revokedAt === null ? null : Number(row.revokedAt) };
}

/** The moment an India date began, for "joined since"; a date that does not exist is refused. */
function joinedSinceOf(date: string): number {
  const start = indiaDateStart(date);
  if (start === null)
    throw invalidField('joinedSince', {
      en: 'must be a date, such as 2026-11-27',
      ml: '2026-11-27 പോലെ ഒരു തീയതി ആയിരിക്കണം',
    });
  return start;
}

export function createPeopleService({ db, clock, audit, grants, attempts }: PeopleServiceDependencies) {
  async function listPeople(query: TAdminUserListQueryValues): Promise<TAdminUserPage> {
    const filter = {
      q: query.q?.trim() || undefined,
      role: query.role,
      departmentId: query.departmentId,
      semester: query.semester,
      joinedSince: query.joinedSince === undefined ? undefined : joinedSinceOf(query.joinedSince),
    };
    const page = readPageQuery(query);
    const [total, rows] = await Promise.all([
      countPeople(db, filter),
      findPeople(db, filter, { ...page, sort: query.sort ?? 'name' }),
    ]);
    return pageOf(rows.map(toAdminUser), total, page);
  }

  async function listEnrollments(userId: number): Promise<TAdminEnrollment[]> {
    if (!(await findPerson(db, userId))) throw notFound(PERSON_NOT_FOUND);
    return (await findEnrollmentsOfPerson(db, userId)).map(toAdminEnrollment);
  }

  async function getPerson(userId: number): Promise<TAdminUserDetails> {
    const [person, enrollments, results, testTime, papers] = await Promise.all([
      findPerson(db, userId),
      findEnrollmentsOfPerson(db, userId),
      findResultsOfPerson(db, userId),
      findTestTimeOfPerson(db, userId),
      findPaperProgressOfPerson(db, userId),
    ]);
    if (!person) throw notFound(PERSON_NOT_FOUND);
    const standings = await attempts.standingsOf(
      results.map((row) => ({
        ...row,
        id: row.attemptId,
        finishedAt: Number(row.finishedAt ?? 0),
        deadlineAt: Number(row.deadlineAt),
      })),
    );
    return {
      user: toAdminUser(person),
      enrollments: enrollments.map(toAdminEnrollment),
      results: results.map((row) => ({
        attemptId: row.attemptId,
        paperTitle: row.paperTitle,
        moduleNumber: row.moduleNumber,
        moduleTitle: row.moduleTitle,
        category: row.category,
        score: Number(row.scoreHundredths ?? 0) / 100,
        maxMarks: Number(row.maxMarks ?? 0),
        correctAnswers: Number(row.correctAnswers ?? 0),
        wrongAnswers: Number(row.wrongAnswers ?? 0),
        finishedAt: Number(row.finishedAt ?? 0),
        testTitle: row.testTitle,
        timedOut: Number(row.timedOut) === 1,
        workingTimeSeconds: Number(row.workingTimeSeconds ?? 0),
        ...(standings.get(row.attemptId) ?? { rank: 1, participants: 1 }),
      })),
      timeSpent: { testSeconds: Number(testTime.testSeconds), testsTaken: Number(testTime.testsTaken) },
      papers: papers.map((paper) => {
        const moduleCount = Number(paper.moduleCount ?? 0);
        const modulesCompleted = Number(paper.modulesCompleted ?? 0);
        return {
          paperId: paper.paperId,
          paperTitle: paper.paperTitle,
          moduleCount,
          modulesStarted: Number(paper.modulesStarted ?? 0),
          modulesCompleted,
          notesOpened: Number(paper.notesOpened ?? 0),
          audioFinished: Number(paper.audioFinished ?? 0),
          videoFinished: Number(paper.videoFinished ?? 0),
          // The student's own paper progress (spec 5): the rounded share of its modules completed.
          progress: moduleCount === 0 ? 0 : Math.round((100 * modulesCompleted) / moduleCount),
          lastStudiedAt: paper.lastStudiedAt === null ? null : Number(paper.lastStudiedAt),
        };
      }),
    };
  }

  async function grantEnrollment(actorUserId: number, userId: number, grant: TEnrollmentGrant) {
    const moduleId = grant.moduleId ?? null;
    await db.transaction().execute(async (trx) => {
      if (!(await findPerson(trx, userId))) throw notFound(PERSON_NOT_FOUND);
      const result = await grants.grantByStaff(trx, {
        userId,
        paperId: grant.paperId,
        moduleId,
        grantedByUserId: actorUserId,
      });
      if (result.outcome === 'unknown-paper')
        throw invalidField(
          moduleId === null ? 'paperId' : 'moduleId',
          moduleId === null
            ? { en: 'No such paper.', ml: 'ഇങ്ങനെയൊരു പേപ്പർ ഇല്ല.' }
            : { en: 'No such module in this paper.', ml: 'ഈ പേപ്പറിൽ ഇങ്ങനെയൊരു മൊഡ്യൂൾ ഇല്ല.' },
        );
      if (result.outcome === 'already-enrolled')
        throw new AppError('CONFLICT', {
          en: 'The student already holds this enrollment.',
          ml: 'വിദ്യാർത്ഥിക്ക് ഈ എൻറോൾമെന്റ് ഇതിനകം ഉണ്ട്.',
        });
      await audit.recordIn(trx, {
        actorUserId,
        action: 'enrollment.grant',
        entityType: 'enrollment',
        entityId: result.enrollmentId,
        after: { userId, paperId: grant.paperId, moduleId, source: 'staff' },
      });
    });
    return listEnrollments(userId);
  }

  async function revoke(actorUserId: number, userId: number, enrollmentId: number) {
    await db.transaction().execute(async (trx) => {
      const result = await grants.revokeStaffGrant(trx, userId, enrollmentId);
      if (result.outcome === 'not-found') throw notFound(ENROLLMENT_NOT_FOUND);
      if (result.outcome === 'already-revoked')
        throw new AppError('CONFLICT', {
          en: 'This enrollment is already revoked.',
          ml: 'ഈ എൻറോൾമെന്റ് ഇതിനകം പിൻവലിച്ചതാണ്.',
        });
      if (result.outcome === 'paid-by-order')
        throw new AppError('CONFLICT', {
          en: `This enrollment was bought with order ${orderNumber(result.orderId)}: refund the order to take it back.`,
          ml: `ഈ എൻറോൾമെന്റ് ${orderNumber(result.orderId)} എന്ന ഓർഡറിലൂടെ വാങ്ങിയതാണ്: തിരിച്ചെടുക്കാൻ ആ ഓർഡർ റീഫണ്ട് ചെയ്യൂ.`,
        });
      await audit.recordIn(trx, {
        actorUserId,
        action: 'enrollment.revoke',
        entityType: 'enrollment',
        entityId: enrollmentId,
        before: { ...result.enrollment, revokedAt: null },
        after: { revoked: true },
      });
    });
    return listEnrollments(userId);
  }

  /** Grants or withdraws a role; `actorUserId` null is the server's command line (`npm run user:grant`). */
  async function changeRole(actorUserId: number | null, userId: number, role: TUserRole) {
    await db.transaction().execute(async (trx) => {
      const person = await findPerson(trx, userId);
      if (!person) throw notFound(PERSON_NOT_FOUND);
      if (person.role === role) return;
      // Someone must always be able to run the console: the last admin cannot step down.
      if (person.role === 'admin' && (await countAdminsLocked(trx)) <= 1)
        throw new AppError('CONFLICT', {
          en: 'This is the only admin. Make someone else an admin first.',
          ml: 'ഇത് ഒരേയൊരു അഡ്മിൻ ആണ്. ആദ്യം മറ്റൊരാളെ അഡ്മിൻ ആക്കൂ.',
        });
      await updateRole(trx, userId, role, clock());
      await audit.recordIn(trx, {
        actorUserId,
        action: 'user.role',
        entityType: 'user',
        entityId: userId,
        before: { role: person.role },
        after: { role },
      });
    });
    const person = await findPerson(db, userId);
    return toAdminUser(person!);
  }

  /**
   * Sets a person's email, already trimmed and lower-cased by the contract, or clears it (null).
   * One account an address: the check answers 409 in words; two requests racing past it on
   * PostgreSQL meet the unique key, whose refusal rolls the write and its audit entry back and is
   * answered with the same 409.
   */
  async function changeEmail(actorUserId: number, userId: number, email: string | null) {
    const next = email ?? NO_EMAIL;
    try {
      await db.transaction().execute(async (trx) => {
        const person = await findPerson(trx, userId);
        if (!person) throw notFound(PERSON_NOT_FOUND);
        if (person.email === next) return;
        if (next !== NO_EMAIL && (await findOtherHolderOfEmail(trx, next, userId))) throw emailTaken();
        await updateEmail(trx, userId, next, clock());
        await audit.recordIn(trx, {
          actorUserId,
          action: 'user.email',
          entityType: 'user',
          entityId: userId,
          before: { email: person.email },
          after: { email: next },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const person = await findPerson(db, userId);
    return toAdminUser(person!);
  }

  return { listPeople, getPerson, listEnrollments, grantEnrollment, revoke, changeRole, changeEmail };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
