// GET /api/saved — the caller's saved papers and modules; a course card's pin shows whether its
// paper is among them. The key is the Save Items screen's too: one reply, one cache entry.
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

/** Logged out there is nothing to ask for (the call needs a token). */
export function useSavedItems({ isLoggedIn }: { isLoggedIn: boolean }) {
  return useQuery({ ...savedItemsQueryOptions(), enabled: isLoggedIn });
}
