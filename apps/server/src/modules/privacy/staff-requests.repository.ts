/**
 * SQL for the console's data requests beside grievances: students' copies of their data, account
 * deletions (a scheduled request, or a tombstone's erased_at once carried out) and parental
 * consents, each joined to its student and paged newest first (or oldest, for `asc`).
 */
import { sql, type Kysely } from 'kysely';
import type { DataExportStatus, Database } from '../../db/schema.js';

interface Page {
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const STUDENT_COLUMNS = [
  'users.id as userId',
  'users.name',
  'users.countryCode',
  'users.phone',
  'users.erasedAt',
] as const;

function dataExports(db: Kysely<Database>, filter: { status?: DataExportStatus }) {
  let query = db.selectFrom('dataExports').innerJoin('users', 'users.id', 'dataExports.userId');
  if (filter.status) query = query.where('dataExports.status', '=', filter.status);
  return query;
}

export async function countDataExports(db: Kysely<Database>, filter: { status?: DataExportStatus }) {
  const row = await dataExports(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Never the storage key: staff do not reach a student's ZIP. */
export function findDataExports(db: Kysely<Database>, filter: { status?: DataExportStatus }, page: Page) {
  return dataExports(db, filter)
    .select([
      'dataExports.id',
      'dataExports.status',
      'dataExports.requestedAt',
      'dataExports.readyAt',
      'dataExports.expiresAt',
      'dataExports.downloadedAt',
      'dataExports.sizeBytes',
      ...STUDENT_COLUMNS,
    ])
    .orderBy('dataExports.requestedAt', page.order)
    .orderBy('dataExports.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type ErasureStateFilter = 'scheduled' | 'erased';

/** An account with a scheduled erasure, or one already erased (its request row went with it). */
function erasures(db: Kysely<Database>, state: ErasureStateFilter | undefined) {
  const query = db.selectFrom('users').leftJoin('erasureRequests', 'erasureRequests.userId', 'users.id');
  if (state === 'scheduled') {
    return query.where('erasureRequests.userId', 'is not', null).where('users.erasedAt', 'is', null);
  }
  if (state === 'erased') return query.where('users.erasedAt', 'is not', null);
  return query.where((eb) =>
    eb.or([eb('erasureRequests.userId', 'is not', null), eb('users.erasedAt', 'is not', null)]),
  );
}

export async function countErasures(db: Kysely<Database>, state: ErasureStateFilter | undefined) {
  const row = await erasures(db, state)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Ordered by when it happened: the erasure, or the request while it is scheduled. */
export function findErasures(db: Kysely<Database>, state: ErasureStateFilter | undefined, page: Page) {
  return erasures(db, state)
    .select([
      ...STUDENT_COLUMNS,
      'erasureRequests.requestedAt',
      'erasureRequests.scheduledFor',
      sql<number>`coalesce(${sql.ref('users.erased_at')}, ${sql.ref('erasure_requests.requested_at')})`.as(
        'happenedAt',
      ),
    ])
    .orderBy('happenedAt', page.order)
    .orderBy('users.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type ParentalConsentKindFilter = 'parent' | 'exempt';

function parentalConsents(db: Kysely<Database>, kind: ParentalConsentKindFilter | undefined) {
  const query = db.selectFrom('parentalConsents').innerJoin('users', 'users.id', 'parentalConsents.userId');
  if (kind === 'parent') return query.where('parentalConsents.exemption', 'is', null);
  if (kind === 'exempt') return query.where('parentalConsents.exemption', 'is not', null);
  return query;
}

export async function countParentalConsents(db: Kysely<Database>, kind: ParentalConsentKindFilter | undefined) {
  const row = await parentalConsents(db, kind)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findParentalConsents(db: Kysely<Database>, kind: ParentalConsentKindFilter | undefined, page: Page) {
  return parentalConsents(db, kind)
    .select([
      'parentalConsents.id',
      'parentalConsents.parentCountryCode',
      'parentalConsents.parentPhone',
      'parentalConsents.declaredAt',
      'parentalConsents.verifiedAt',
      'parentalConsents.exemption',
      'parentalConsents.noticeVersion',
      'parentalConsents.createdAt',
      ...STUDENT_COLUMNS,
    ])
    .orderBy('parentalConsents.createdAt', page.order)
    .orderBy('parentalConsents.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
