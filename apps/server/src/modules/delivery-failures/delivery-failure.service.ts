/**
 * Messages that did not reach their person: an SMS login code the provider refused or never
 * got, a web push the push service refused. Whoever sends records the failure here (with a
 * masked phone or the push service's host, never the message); staff read the recent ones,
 * and the maintenance sweep deletes them after DELIVERY_FAILURE_RETENTION_MS.
 */
import type { TDeliveryFailurePage, TDeliveryFailureQueryValues } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database, DeliveryChannel } from '../../db/schema.js';
import { invalidField } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { deleteInBatches, PURGE_BATCH_SIZE } from '../../lib/delete-in-batches.js';
import { DAY_MS, indiaDateStart } from '../../lib/india-time.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import {
  countDeliveryFailures,
  deleteDeliveryFailuresBefore,
  findDeliveryFailures,
  insertDeliveryFailure,
  type DeliveryFailureFilter,
} from './delivery-failure.repository.js';

/** How long a failure is kept: a month, enough to see a provider's bad week. */
export const DELIVERY_FAILURE_RETENTION_MS = 30 * DAY_MS;
/** A provider's words, cut to this length. */
const REASON_LENGTH = 200;

export interface DeliveryFailureRecord {
  channel: DeliveryChannel;
  userId: number | null;
  recipient: string;
  reason: string;
}

export function createDeliveryFailureService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function record(failure: DeliveryFailureRecord): Promise<void> {
    const reason = failure.reason.replace(/\s+/g, ' ').trim().slice(0, REASON_LENGTH) || 'No reason given';
    await insertDeliveryFailure(db, { ...failure, reason, createdAt: clock() });
  }

  /** Newest first by default. */
  async function listFailures(query: TDeliveryFailureQueryValues): Promise<TDeliveryFailurePage> {
    let since: number | undefined;
    if (query.since !== undefined) {
      const start = indiaDateStart(query.since);
      if (start === null)
        throw invalidField('since', {
          en: 'must be a date, such as 2026-11-27',
          ml: '2026-11-27 പോലെ ഒരു തീയതി ആയിരിക്കണം',
        });
      since = start;
    }
    const filter: DeliveryFailureFilter = { channel: query.channel, since };
    const page = readPageQuery(query, 'desc');
    const [total, rows] = await Promise.all([
      countDeliveryFailures(db, filter),
      findDeliveryFailures(db, filter, page),
    ]);
    return pageOf(
      rows.map((row) => ({ ...row, createdAt: Number(row.createdAt) })),
      total,
      page,
    );
  }

  /** Failures in [since, until): the console home's number. */
  function countBetween(since: number, until: number): Promise<number> {
    return countDeliveryFailures(db, { since, until });
  }

  /** Deletes, in batches, the failures older than the retention; returns how many. */
  function purgeOld(batchSize = PURGE_BATCH_SIZE): Promise<number> {
    const cutoff = clock() - DELIVERY_FAILURE_RETENTION_MS;
    return deleteInBatches((limit) => deleteDeliveryFailuresBefore(db, cutoff, limit), batchSize);
  }

  return { record, listFailures, countBetween, purgeOld };
}

export type DeliveryFailureService = ReturnType<typeof createDeliveryFailureService>;
