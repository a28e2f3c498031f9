// The console's sales report and its GST-ready export (admins).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TExportFormat,
  TPage,
  TPaidTwiceOrder,
  TSalesByModule,
  TSalesByPaper,
  TSalesReport,
  TSalesTable,
} from '@padanam/contract';
import { apiGet } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';

/** Both days of the range ("YYYY-MM-DD", India), or neither for the server's last 30 days. */
export type TSalesRange = { from: string; to: string } | Record<string, never>;

/** A page of one of the report's long tables, as the address holds it (the server checks it). */
type TPageParams = { page?: string };

export const adminSalesKeys = {
  all: ['admin', 'sales'] as const,
  report: (range: TSalesRange) => [...adminSalesKeys.all, range] as const,
  papers: (range: TSalesRange, page: TPageParams) => [...adminSalesKeys.all, 'papers', range, page] as const,
  modules: (range: TSalesRange, page: TPageParams) => [...adminSalesKeys.all, 'modules', range, page] as const,
  paidTwice: (page: TPageParams) => [...adminSalesKeys.all, 'paid-twice', page] as const,
};

// GET /api/admin/sales?from&to
export function useSalesReport(range: TSalesRange) {
  return useQuery({
    queryKey: adminSalesKeys.report(range),
    queryFn: ({ signal }) => apiGet<TSalesReport>('/admin/sales', { query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/sales/papers?from&to&page
export function useSalesByPaper(range: TSalesRange, page: TPageParams) {
  return useQuery({
    queryKey: adminSalesKeys.papers(range, page),
    queryFn: ({ signal }) =>
      apiGet<TPage<TSalesByPaper>>('/admin/sales/papers', { query: { ...range, ...page }, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/sales/modules?from&to&page
export function useSalesByModule(range: TSalesRange, page: TPageParams) {
  return useQuery({
    queryKey: adminSalesKeys.modules(range, page),
    queryFn: ({ signal }) =>
      apiGet<TPage<TSalesByModule>>('/admin/sales/modules', { query: { ...range, ...page }, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/sales/paid-twice?page (of any date: no range)
export function usePaidTwice(page: TPageParams) {
  return useQuery({
    queryKey: adminSalesKeys.paidTwice(page),
    queryFn: ({ signal }) => apiGet<TPage<TPaidTwiceOrder>>('/admin/sales/paid-twice', { query: page, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/sales/gst-export?from&to&format (it needs the token, so no plain link)
export function downloadGstExport(range: { from: string; to: string }, format: TExportFormat): Promise<void> {
  const query = new URLSearchParams({ ...range, format });
  return downloadFile(
    `/admin/sales/gst-export?${query.toString()}`,
    `gst-sales-${range.from}-to-${range.to}.${format}`,
  );
}

// GET /api/admin/sales/export?from&to&table&format
export function downloadSalesTable(
  range: { from: string; to: string },
  table: TSalesTable,
  format: TExportFormat,
): Promise<void> {
  const query = new URLSearchParams({ ...range, table, format });
  return downloadFile(
    `/admin/sales/export?${query.toString()}`,
    `sales-${table}-${range.from}-to-${range.to}.${format}`,
  );
}
