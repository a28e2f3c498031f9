// POST /api/modules/:id/progress { kind } — the student finished a piece of material (a note
// opened, a video watched, an audio class heard).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TModuleProgress, TProgressRequest } from '@padanam/contract';
import { apiRequest } from '../lib/api-client';
import { enrollmentKeys } from './enrollments';
import { moduleKeys } from './modules';
import { recommendationKeys } from './recommendations';

export type TProgressInput = { moduleId: number; kind: TProgressRequest['kind'] };

export function recordModuleProgress({ moduleId, kind }: TProgressInput): Promise<TModuleProgress> {
  return apiRequest<TModuleProgress>({ path: `/modules/${moduleId}/progress`, method: 'POST', body: { kind } });
}

/** A module's progress moved: it shows on the module summary, the enrolled papers and Home's Continue Journey. */
export function refreshModuleProgress(queryClient: QueryClient, moduleId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: moduleKeys.details(moduleId), exact: true }),
    queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
    queryClient.invalidateQueries({ queryKey: recommendationKeys.all }),
  ]);
}

export function useRecordModuleProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordModuleProgress,
    onSuccess: ({ moduleId }) => refreshModuleProgress(queryClient, moduleId),
  });
}
