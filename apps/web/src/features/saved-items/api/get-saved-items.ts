// GET /api/saved — the student's saved papers and modules, newest first. The course cards of the
// paper selection cache the same reply under the same key, so a save there shows up here at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSavedItem, TSavedList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getSavedItems(signal?: AbortSignal): Promise<TSavedItem[]> {
  const { items } = await apiGet<TSavedList>('/saved', { signal });
  return items;
}

export function savedItemsQueryOptions() {
  return queryOptions({
    queryKey: ['saved'] as const,
    queryFn: ({ signal }) => getSavedItems(signal),
  });
}

export function useSavedItems() {
  return useQuery(savedItemsQueryOptions());
}
