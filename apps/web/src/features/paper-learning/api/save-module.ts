// POST /api/saved { category: 'module', id } — bookmarks a module (saving twice keeps one).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TSavedItem, TSavedList } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';
import { paperModulesQueryOptions } from './get-paper-modules';

export async function saveModule(moduleId: number): Promise<TSavedItem[]> {
  const { items } = await apiRequest<TSavedList>({
    path: '/saved',
    method: 'POST',
    body: { category: 'module', id: moduleId },
  });
  return items;
}

/**
 * What a change to a module's bookmark makes stale: the module list (its isSaved flags, exact so
 * the notes and videos under the same key prefix stay cached), the module's details and the
 * saved list. The last two are other screens' keys, which follow the API path by house convention.
 */
export function invalidateSavedModule(queryClient: QueryClient, paperId: number, moduleId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paperModulesQueryOptions(paperId).queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: ['modules', moduleId], exact: true }),
    queryClient.invalidateQueries({ queryKey: ['saved'] }),
  ]);
}

export function useSaveModule(paperId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModule,
    onSuccess: (_items, moduleId) => invalidateSavedModule(queryClient, paperId, moduleId),
  });
}
