/** SQL for failed deliveries: one row a failure, read newest first by staff, deleted when old. */
import type { Kysely } from 'kysely';
import type { Database, DeliveryChannel } from '../../db/schema.js';

export interface NewDeliveryFailure {
  channel: DeliveryChannel;
  userId: number | null;
  recipient: string;
  reason: string;
  createdAt: number;
}

export interface DeliveryFailureFilter {
  channel?: DeliveryChannel;
  /** At or after this moment. */
  since?: number;
  /** Before this moment. */
  until?: number;
}

export async function insertDeliveryFailure(db: Kysely<Database>, failure: NewDeliveryFailure): Promise<void> {
  await db.insertInto('deliveryFailures').values(failure).execute();
}

function filtered(db: Kysely<Database>, filter: DeliveryFailureFilter) {
  let query = db.selectFrom('deliveryFailures');
  if (filter.channel) query = query.where('deliveryFailures.channel', '=', filter.channel);
  if (filter.since !== undefined) query = query.where('deliveryFailures.createdAt', '>=', filter.since);
  if (filter.until !== undefined) query = query.where('deliveryFailures.createdAt', '<', filter.until);
  return query;
}

export async function countDeliveryFailures(db: Kysely<Database>, filter: DeliveryFailureFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findDeliveryFailures(
  db: Kysely<Database>,
  filter: DeliveryFailureFilter,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
) {
  return filtered(db, filter)
    .leftJoin('users', 'users.id', 'deliveryFailures.userId')
    .select([
      'deliveryFailures.id',
      'deliveryFailures.channel',
      'deliveryFailures.userId',
      'users.name as userName',
      'deliveryFailures.recipient',
      'deliveryFailures.reason',
      'deliveryFailures.createdAt',
    ])
    .orderBy('deliveryFailures.createdAt', page.order)
    .orderBy('deliveryFailures.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function deleteDeliveryFailuresBefore(
  db: Kysely<Database>,
  cutoff: number,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('deliveryFailures')
    .where('id', 'in', (eb) =>
      eb.selectFrom('deliveryFailures').select('id').where('createdAt', '<', cutoff).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
