// POST /api/saved { category: 'paper', id } — saves a paper (saving twice keeps one). The reply is
// the whole saved list, so it replaces the cached one without another fetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSavedItem, TSavedList } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';
import { savedItemsQueryOptions } from './get-saved-items';

export async function savePaper(paperId: number): Promise<TSavedItem[]> {
  const { items } = await apiRequest<TSavedList>({
    path: '/saved',
    method: 'POST',
    body: { category: 'paper', id: paperId },
  });
  return items;
}

export function useSavePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaper,
    onSuccess: (items) => queryClient.setQueryData(savedItemsQueryOptions().queryKey, items),
  });
}
