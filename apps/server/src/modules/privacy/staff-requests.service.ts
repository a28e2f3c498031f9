/**
 * The console's data requests beside grievances (admins): students' copies of their data, account
 * deletions scheduled and carried out, and parental consents. Each list names students (a masked
 * phone, as the grievance list shows it; none for an erased account), so every reading is audited
 * with the filter asked for and the students it showed. Staff never reach a student's ZIP.
 */
import type {
  TAdminDataExportPage,
  TAdminDataExportQueryValues,
  TAdminErasurePage,
  TAdminErasureQueryValues,
  TAdminParentalConsentPage,
  TAdminParentalConsentQueryValues,
  TStaffRequestStudent,
} from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { maskPhone } from '../../lib/mask-phone.js';
import { pageOf, readPageQuery, type PageRequest } from '../../lib/page.js';
import type { AuditService } from '../audit/audit.service.js';
import {
  countDataExports,
  countErasures,
  countParentalConsents,
  findDataExports,
  findErasures,
  findParentalConsents,
} from './staff-requests.repository.js';

const nullableTime = (value: number | null) => (value === null ? null : Number(value));

function studentOf(row: {
  userId: number;
  name: string;
  countryCode: string;
  phone: string;
  erasedAt: number | null;
}): TStaffRequestStudent {
  return {
    id: row.userId,
    name: row.name,
    phone: row.erasedAt === null ? maskPhone(`${row.countryCode}${row.phone}`) : null,
  };
}

export function createStaffRequestService({
  db,
  clock,
  audit,
}: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
}) {
  /** One audit row per reading: the list, the filter and page asked for, and whose rows it showed. */
  async function recordReading(
    staffId: number,
    entityType: 'data_export' | 'erasure_request' | 'parental_consent',
    filter: Record<string, string | undefined>,
    page: PageRequest,
    studentIds: number[],
  ): Promise<void> {
    await db.transaction().execute((trx) =>
      audit.recordIn(trx, {
        actorUserId: staffId,
        action: `${entityType}.list`,
        entityType,
        entityId: null,
        after: { ...filter, page: page.page, pageSize: page.pageSize, order: page.order, students: studentIds },
      }),
    );
  }

  async function listDataExports(staffId: number, query: TAdminDataExportQueryValues): Promise<TAdminDataExportPage> {
    const page = readPageQuery(query, 'desc');
    const filter = { status: query.status };
    const [total, rows] = await Promise.all([countDataExports(db, filter), findDataExports(db, filter, page)]);
    const items = rows.map((row) => ({
      id: row.id,
      student: studentOf(row),
      status: row.status,
      requestedAt: Number(row.requestedAt),
      readyAt: nullableTime(row.readyAt),
      expiresAt: nullableTime(row.expiresAt),
      downloadedAt: nullableTime(row.downloadedAt),
      sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    }));
    await recordReading(staffId, 'data_export', filter, page, [...new Set(items.map((item) => item.student.id))]);
    return pageOf(items, total, page);
  }

  async function listErasures(staffId: number, query: TAdminErasureQueryValues): Promise<TAdminErasurePage> {
    const page = readPageQuery(query, 'desc');
    const [total, rows] = await Promise.all([countErasures(db, query.state), findErasures(db, query.state, page)]);
    const now = clock();
    const items = rows.map((row) => {
      const erasedAt = nullableTime(row.erasedAt);
      const scheduledFor = erasedAt === null ? nullableTime(row.scheduledFor) : null;
      return {
        student: studentOf(row),
        state: erasedAt === null ? ('scheduled' as const) : ('erased' as const),
        requestedAt: erasedAt === null ? nullableTime(row.requestedAt) : null,
        scheduledFor,
        erasedAt,
        isOverdue: scheduledFor !== null && scheduledFor < now,
      };
    });
    await recordReading(
      staffId,
      'erasure_request',
      { state: query.state },
      page,
      items.map((item) => item.student.id),
    );
    return pageOf(items, total, page);
  }

  async function listParentalConsents(
    staffId: number,
    query: TAdminParentalConsentQueryValues,
  ): Promise<TAdminParentalConsentPage> {
    const page = readPageQuery(query, 'desc');
    const [total, rows] = await Promise.all([
      countParentalConsents(db, query.kind),
      findParentalConsents(db, query.kind, page),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      student: studentOf(row),
      parentPhone:
        row.parentPhone === null || row.erasedAt !== null
          ? null
          : maskPhone(`${row.parentCountryCode ?? ''}${row.parentPhone}`),
      declaredAt: nullableTime(row.declaredAt),
      verifiedAt: nullableTime(row.verifiedAt),
      exemption: row.exemption,
      noticeVersion: row.noticeVersion,
      createdAt: Number(row.createdAt),
    }));
    await recordReading(staffId, 'parental_consent', { kind: query.kind }, page, [
      ...new Set(items.map((item) => item.student.id)),
    ]);
    return pageOf(items, total, page);
  }

  return { listDataExports, listErasures, listParentalConsents };
}

export type StaffRequestService = ReturnType<typeof createStaffRequestService>;
