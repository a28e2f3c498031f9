/**
 * The one owner of enrollment grants, the write side of the access rule (the read side is
 * `db/module-access-conditions.ts`). Each source of access holds its own grant: a paid order
 * one per line it bought, a staff member one per paper or module granted (by hand or by CSV).
 * A student may open something while any active grant opens it, so taking one source's grant
 * back (a refund, a staff revoke) never takes away what another source still gives.
 *
 * Three rules, written once here:
 * - what the student holds already (`holds`): an active grant of the paper, or of that module;
 * - granting (`grantOrderLines`, `grantByStaff`): a source never holds the same thing twice;
 * - revoking what one source granted (`revokeOrderGrants`, `revokeStaffGrant`): only its own rows.
 *
 * Every function runs inside the caller's transaction, beside its status change and audit entry.
 */
import type { Kysely } from 'kysely';
import type { Database, EnrollmentSource } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import {
  findActiveGrantsOfPaper,
  findEnrollment,
  findGrantTarget,
  insertGrant,
  revokeEnrollment,
  revokeGrantsOfOrder,
  type ActiveGrantRow,
} from './enrollment-grant.repository.js';

/** A whole paper (`moduleId` null) or one module of it. */
export interface GrantTarget {
  paperId: number;
  moduleId: number | null;
}

/** Whether a grant of the target's paper opens the target: a whole-paper grant opens all its modules. */
export function opens(grant: Pick<ActiveGrantRow, 'moduleId'>, target: GrantTarget): boolean {
  return grant.moduleId === null || grant.moduleId === target.moduleId;
}

export type StaffGrantOutcome =
  { outcome: 'enrolled'; enrollmentId: number } | { outcome: 'already-enrolled' } | { outcome: 'unknown-paper' };

export type StaffRevokeOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'already-revoked' }
  | { outcome: 'paid-by-order'; orderId: number }
  | {
      outcome: 'revoked';
      enrollment: { id: number; userId: number; paperId: number; moduleId: number | null; source: EnrollmentSource };
    };

export function createEnrollmentGrantService({ clock }: { clock: Clock }) {
  /** Whether the student holds the target already: from any source, or from `source` alone when given. */
  async function holds(
    trx: Kysely<Database>,
    userId: number,
    target: GrantTarget,
    source?: EnrollmentSource,
  ): Promise<boolean> {
    const grants = await findActiveGrantsOfPaper(trx, userId, target.paperId);
    return grants.some((grant) => (source === undefined || grant.source === source) && opens(grant, target));
  }

  /**
   * Grants every line of an order just paid, each as the order's own grant, so that refunding
   * another order (or a staff revoke) leaves it standing. Returns how many lines the buyer held
   * already when it was paid (paid twice for them), decided before any of its own rows exist.
   */
  async function grantOrderLines(
    trx: Kysely<Database>,
    order: { id: number; userId: number },
    lines: readonly GrantTarget[],
  ): Promise<number> {
    let heldAlready = 0;
    for (const line of lines) if (await holds(trx, order.userId, line)) heldAlready += 1;
    const now = clock();
    for (const line of lines)
      await insertGrant(trx, {
        userId: order.userId,
        paperId: line.paperId,
        moduleId: line.moduleId,
        source: 'order',
        orderId: order.id,
        grantedByUserId: null,
        createdAt: now,
      });
    return heldAlready;
  }

  /** A refund takes back what the order granted, from this moment; the rows stay as history. */
  function revokeOrderGrants(trx: Kysely<Database>, orderId: number): Promise<number> {
    return revokeGrantsOfOrder(trx, orderId, clock());
  }

  /**
   * A staff grant (a scholarship, a class by CSV): refused when the paper or module is unknown,
   * and a no-op when a staff grant already opens it. A bought paper may still be granted: the
   * staff grant then stands on its own if the order is refunded.
   */
  async function grantByStaff(
    trx: Kysely<Database>,
    grant: GrantTarget & { userId: number; grantedByUserId: number },
  ): Promise<StaffGrantOutcome> {
    if (!(await findGrantTarget(trx, grant.paperId, grant.moduleId))) return { outcome: 'unknown-paper' };
    if (await holds(trx, grant.userId, grant, 'staff')) return { outcome: 'already-enrolled' };
    const enrollmentId = await insertGrant(trx, {
      userId: grant.userId,
      paperId: grant.paperId,
      moduleId: grant.moduleId,
      source: 'staff',
      orderId: null,
      grantedByUserId: grant.grantedByUserId,
      createdAt: clock(),
    });
    return { outcome: 'enrolled', enrollmentId };
  }

  /**
   * Staff revoke a grant that is not an order's (a staff or demo grant). An order's grant is
   * taken back only by refunding the order: while a paid order stands, what it bought stays open.
   */
  async function revokeStaffGrant(
    trx: Kysely<Database>,
    userId: number,
    enrollmentId: number,
  ): Promise<StaffRevokeOutcome> {
    const enrollment = await findEnrollment(trx, enrollmentId);
    if (!enrollment || enrollment.userId !== userId) return { outcome: 'not-found' };
    if (enrollment.revokedAt !== null) return { outcome: 'already-revoked' };
    if (enrollment.orderId !== null) return { outcome: 'paid-by-order', orderId: enrollment.orderId };
    if (!(await revokeEnrollment(trx, enrollmentId, clock()))) return { outcome: 'already-revoked' };
    const { id, paperId, moduleId, source } = enrollment;
    return { outcome: 'revoked', enrollment: { id, userId, paperId, moduleId, source } };
  }

  return { holds, grantOrderLines, revokeOrderGrants, grantByStaff, revokeStaffGrant };
}

export type EnrollmentGrantService = ReturnType<typeof createEnrollmentGrantService>;
