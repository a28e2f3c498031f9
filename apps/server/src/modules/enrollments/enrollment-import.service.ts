/**
 * Enrolling a whole class from a CSV of phones. All or nothing by default: if any line is
 * refused, nothing is written and the report says which lines and why; the admin may then
 * choose "import the valid rows". Each grant is audited like one made by hand.
 */
import type { Kysely } from 'kysely';
import type { TEnrollmentImport, TImportReport, TImportRow } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { importReportOf, ImportStopped, markNotWritten } from '../../lib/import-report.js';
import type { AuditService } from '../audit/audit.service.js';
import type { EnrollmentGrantService } from './enrollment-grant.service.js';
import { readImportLines } from './enrollment-import.js';
import { findUsersByPhones } from './enrollment-import.repository.js';

export function createEnrollmentImportService({
  db,
  audit,
  grants,
}: {
  db: Kysely<Database>;
  audit: AuditService;
  grants: EnrollmentGrantService;
}) {
  async function importEnrollments(
    actorUserId: number,
    { csv, importValidRows = false }: TEnrollmentImport,
  ): Promise<TImportReport> {
    const lines = readImportLines(csv);
    const rows: TImportRow[] = [];

    try {
      await db.transaction().execute(async (trx) => {
        const userIds = new Map<string, number>();
        for (const countryCode of new Set(lines.map((line) => line.countryCode))) {
          const phones = lines.filter((line) => line.countryCode === countryCode).map((line) => line.phone);
          for (const [phone, id] of await findUsersByPhones(trx, countryCode, phones))
            userIds.set(`${countryCode}|${phone}`, id);
        }
        for (const line of lines) {
          const base = { line: line.line, label: line.phone };
          const userId = userIds.get(`${line.countryCode}|${line.phone}`);
          if (line.problem !== null || line.paperId === null) {
            rows.push({ ...base, outcome: 'refused', messages: [line.problem ?? 'paper_id is missing.'] });
            continue;
          }
          if (userId === undefined) {
            rows.push({ ...base, outcome: 'refused', messages: ['No student has signed up with this phone.'] });
            continue;
          }
          const result = await grants.grantByStaff(trx, {
            userId,
            paperId: line.paperId,
            moduleId: line.moduleId,
            grantedByUserId: actorUserId,
          });
          if (result.outcome === 'unknown-paper') {
            rows.push({
              ...base,
              outcome: 'refused',
              messages: [line.moduleId === null ? 'No such paper.' : 'No such module in this paper.'],
            });
          } else if (result.outcome === 'already-enrolled') {
            rows.push({ ...base, outcome: 'unchanged', messages: ['Already enrolled; nothing to do.'] });
          } else {
            rows.push({ ...base, outcome: 'written', messages: ['Enrolled.'] });
            await audit.recordIn(trx, {
              actorUserId,
              action: 'enrollment.grant',
              entityType: 'enrollment',
              entityId: result.enrollmentId,
              after: { userId, paperId: line.paperId, moduleId: line.moduleId, source: 'staff', importLine: line.line },
            });
          }
        }
        if (rows.some((row) => row.outcome === 'refused') && !importValidRows) throw new ImportStopped();
      });
    } catch (error) {
      if (!(error instanceof ImportStopped)) throw error;
      markNotWritten(rows, 'written');
      return importReportOf(rows, { isStopped: true });
    }
    return importReportOf(rows, { isStopped: false });
  }

  return { importEnrollments };
}

export type EnrollmentImportService = ReturnType<typeof createEnrollmentImportService>;
