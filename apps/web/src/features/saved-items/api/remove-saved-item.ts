// DELETE /api/saved/:category/:id — takes a paper or module off the saved list (204, idempotent).
import type { TSavedCategory } from '@padanam/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedItemsQueryOptions } from './get-saved-items';

export type TSavedItemRef = { category: TSavedCategory; id: number };

export async function removeSavedItem({ category, id }: TSavedItemRef): Promise<void> {
  await apiRequest<undefined>({ path: `/saved/${category}/${id}`, method: 'DELETE' });
}

export function useRemoveSavedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedItem,
    onSuccess: (_nothing, removed) =>
      queryClient.setQueryData(savedItemsQueryOptions().queryKey, (items) =>
        items?.filter((item) => !(item.category === removed.category && item.id === removed.id)),
      ),
  });
}
