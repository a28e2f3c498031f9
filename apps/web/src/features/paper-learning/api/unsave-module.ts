// DELETE /api/saved/module/:id — removes a module's bookmark (removing one not saved is fine).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSavedModule } from './save-module';

export async function unsaveModule(moduleId: number): Promise<void> {
  // 204: no body.
  await apiRequest<undefined>({ path: `/saved/module/${moduleId}`, method: 'DELETE' });
}

export function useUnsaveModule(paperId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsaveModule,
    onSuccess: (_nothing, moduleId) => invalidateSavedModule(queryClient, paperId, moduleId),
  });
}
