// A module's tests in the console: their settings (duration, window and when the answer key
// opens) and their statistics report.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TExportFormat,
  TQuizCategory,
  TTestReport,
  TTestReportQuery,
  TTestSettings,
  TTestSettingsInput,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';

export const adminTestKeys = {
  all: ['admin', 'tests'] as const,
  settings: (moduleId: number, category: TQuizCategory) => [...adminTestKeys.all, moduleId, category] as const,
  report: (moduleId: number, category: TQuizCategory, query: TTestReportQuery) =>
    [...adminTestKeys.all, moduleId, category, 'report', query] as const,
};
const testPath = (moduleId: number, category: TQuizCategory) => `/admin/modules/${moduleId}/tests/${category}`;

// GET /api/admin/modules/:id/tests/:category
export function useTestSettings(moduleId: number, category: TQuizCategory) {
  return useQuery({
    queryKey: adminTestKeys.settings(moduleId, category),
    queryFn: ({ signal }) => apiGet<TTestSettings>(testPath(moduleId, category), { signal }),
  });
}

// PUT /api/admin/modules/:id/tests/:category
export function useSaveTestSettings(moduleId: number, category: TQuizCategory) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTestSettingsInput) =>
      apiRequest<TTestSettings>({ path: testPath(moduleId, category), method: 'PUT', body: input }),
    onSuccess: (settings) => queryClient.setQueryData(adminTestKeys.settings(moduleId, category), settings),
  });
}

const reportPath = (moduleId: number, category: TQuizCategory) => `${testPath(moduleId, category)}/report`;

// GET /api/admin/modules/:id/tests/:category/report — one revision's statistics, questions paged.
export function useTestReport(moduleId: number, category: TQuizCategory, query: TTestReportQuery) {
  return useQuery({
    queryKey: adminTestKeys.report(moduleId, category, query),
    queryFn: ({ signal }) => apiGet<TTestReport>(reportPath(moduleId, category), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/modules/:id/tests/:category/report?format=csv|xlsx — the summary and every question.
export function downloadTestReport(
  moduleId: number,
  category: TQuizCategory,
  query: TTestReportQuery,
  format: TExportFormat,
) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, page: undefined, pageSize: undefined, format }))
    if (value !== undefined && value !== '') search.set(name, String(value));
  return downloadFile(`${reportPath(moduleId, category)}?${search}`, `module-${moduleId}-${category}-report.${format}`);
}
