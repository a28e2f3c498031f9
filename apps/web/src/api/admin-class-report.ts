// The staff console's class report: a page of a class (college, department, semester, or a
// paper's students) with its summary, and the whole class as a CSV or Excel download.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TClassReport, TClassReportExportQuery, TClassReportQuery } from '@padanam/contract';
import { apiGet } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';

export const adminClassReportKeys = {
  all: ['admin', 'class-report'] as const,
  report: (query: TClassReportQuery) => [...adminClassReportKeys.all, query] as const,
};

// GET /api/admin/classes/report — one page of the class; idle until a class is chosen.
export function classReportQueryOptions(query: TClassReportQuery, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return queryOptions({
    queryKey: adminClassReportKeys.report(query),
    queryFn: ({ signal }) => apiGet<TClassReport>('/admin/classes/report', { query, signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

export function useClassReport(query: TClassReportQuery, options?: { isEnabled?: boolean }) {
  return useQuery(classReportQueryOptions(query, options));
}

/** The whole class as CSV or a workbook (it needs the token, so no plain link). */
export function downloadClassReport(query: TClassReportExportQuery): Promise<void> {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
  return downloadFile(`/admin/classes/report/export?${search.toString()}`, `class-report.${query.format}`);
}
