// A module's test settings in the console: duration, window and when the answer key opens.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TQuizCategory, TTestSettings, TTestSettingsInput } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const adminTestKeys = {
  all: ['admin', 'tests'] as const,
  settings: (moduleId: number, category: TQuizCategory) => [...adminTestKeys.all, moduleId, category] as const,
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
