/**
 * The two moments that change what a student may open: an order becomes paid (its lines are
 * granted, each as the order's own grant) and a paid order is refunded (the order's grants are
 * revoked; what another order or a staff grant gives stays open). The grants themselves belong
 * to modules/enrollments (`EnrollmentGrantService`). Each is one transaction whose first write
 * is the conditional status change, so whatever arrives twice or at once (callback, webhook, a
 * staff click) grants or revokes exactly once.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderStatus } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import type { EnrollmentGrantService } from '../enrollments/enrollment-grant.service.js';
import { findLinesOf, moveOrder, recordLinesOwnedWhenPaid } from './order.repository.js';

/** A Razorpay capture is money taken: it pays an order even after it failed or was cancelled. */
export const PAYABLE_BY_GATEWAY: readonly OrderStatus[] = ['awaiting_payment', 'failed', 'cancelled'];

export interface SettlementDependencies {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  grants: EnrollmentGrantService;
}

export function createOrderSettlement({ db, clock, audit, grants }: SettlementDependencies) {
  /** Pays and grants; false when the order was not in a state to be paid (paid already, say). */
  async function markPaid(
    trx: Transaction<Database>,
    order: { id: number; userId: number },
    from: readonly OrderStatus[],
    changes: { providerPaymentId?: string; decidedByUserId?: number },
  ): Promise<boolean> {
    const now = clock();
    if (!(await moveOrder(trx, order.id, from, 'paid', { now, ...changes }))) return false;
    const ownedAlready = await grants.grantOrderLines(trx, order, await findLinesOf(trx, [order.id]));
    // Paid twice for these (two orders started before either was paid): staff see it and refund.
    if (ownedAlready > 0) await recordLinesOwnedWhenPaid(trx, order.id, ownedAlready);
    if (changes.decidedByUserId !== undefined)
      await audit.recordIn(trx, {
        actorUserId: changes.decidedByUserId,
        action: 'order.confirm',
        entityType: 'order',
        entityId: order.id,
        before: { status: from },
        after: { status: 'paid' },
      });
    return true;
  }

  async function markRefunded(
    trx: Transaction<Database>,
    orderId: number,
    changes: { providerRefundId?: string; decidedByUserId?: number | null },
  ): Promise<boolean> {
    const now = clock();
    if (!(await moveOrder(trx, orderId, ['paid'], 'refunded', { now, ...changes }))) return false;
    const revoked = await grants.revokeOrderGrants(trx, orderId);
    await audit.recordIn(trx, {
      actorUserId: changes.decidedByUserId ?? null,
      action: 'order.refund',
      entityType: 'order',
      entityId: orderId,
      before: { status: 'paid' },
      after: { status: 'refunded', revokedEnrollments: revoked, refundId: changes.providerRefundId ?? null },
    });
    return true;
  }

  function inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return db.transaction().execute(work);
  }

  return { markPaid, markRefunded, inTransaction };
}

export type OrderSettlement = ReturnType<typeof createOrderSettlement>;
