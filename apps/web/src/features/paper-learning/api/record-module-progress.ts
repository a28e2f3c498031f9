// POST /api/modules/:id/progress { kind } — tells the server the student finished a piece of material.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TModuleProgress, TProgressRequest } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';

type TProgressInput = { moduleId: number; kind: TProgressRequest['kind'] };

export function recordModuleProgress({ moduleId, kind }: TProgressInput): Promise<TModuleProgress> {
  return apiRequest<TModuleProgress>({ path: `/modules/${moduleId}/progress`, method: 'POST', body: { kind } });
}

export function useRecordModuleProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordModuleProgress,
    // Progress shows on the module summary, the enrolled papers and Home's Continue Journey. Their
    // keys follow the API path (house convention); this screen's own lists carry no progress.
    onSuccess: ({ moduleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['modules', moduleId], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['enrollments'] }),
        queryClient.invalidateQueries({ queryKey: ['recommendations'] }),
      ]),
  });
}
