// GET /api/modules/:id/notes — a module's notes, cached per paper and module (spec section 4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNote, TNoteList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getModuleNotes(moduleId: number, signal?: AbortSignal): Promise<TNote[]> {
  const { notes } = await apiGet<TNoteList>(`/modules/${moduleId}/notes`, { signal });
  return notes;
}

export function moduleNotesQueryOptions(paperId: number, moduleId: number) {
  return queryOptions({
    queryKey: ['papers', paperId, 'modules', moduleId, 'notes'] as const,
    queryFn: ({ signal }) => getModuleNotes(moduleId, signal),
  });
}

export function useModuleNotes(paperId: number, moduleId: number) {
  return useQuery(moduleNotesQueryOptions(paperId, moduleId));
}
