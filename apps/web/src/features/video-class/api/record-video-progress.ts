// POST /api/modules/:id/progress { kind: 'video' } — the student says they watched the class.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TModuleProgress } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';

export function recordVideoProgress(moduleId: number): Promise<TModuleProgress> {
  return apiRequest<TModuleProgress>({
    path: `/modules/${moduleId}/progress`,
    method: 'POST',
    body: { kind: 'video' },
  });
}

export function useRecordVideoProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordVideoProgress,
    // Progress shows on the module summary, the enrolled papers and Home's Continue Journey,
    // whose keys follow the API path.
    onSuccess: ({ moduleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['modules', moduleId], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['enrollments'] }),
        queryClient.invalidateQueries({ queryKey: ['recommendations'] }),
      ]),
  });
}
