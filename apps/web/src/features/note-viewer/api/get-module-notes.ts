// GET /api/modules/:id/notes — the module's notes; the viewer opens the first one's file.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TNote, TNoteList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getModuleNotes(moduleId: number, signal?: AbortSignal): Promise<TNote[]> {
  const { notes } = await apiGet<TNoteList>(`/modules/${moduleId}/notes`, { signal });
  return notes;
}

/**
 * The learning screen caches notes per paper and module under this same key and value, so a
 * note opened from there needs no second request. Idle (skipToken) until the module is known
 * and may be opened: a locked module's notes carry no file anyway.
 */
export function moduleNotesQueryOptions(target: { paperId: number; moduleId: number } | null) {
  return queryOptions({
    queryKey: ['papers', target?.paperId, 'modules', target?.moduleId, 'notes'] as const,
    queryFn: target ? ({ signal }) => getModuleNotes(target.moduleId, signal) : skipToken,
  });
}

export function useModuleNotes(target: { paperId: number; moduleId: number } | null) {
  return useQuery(moduleNotesQueryOptions(target));
}
