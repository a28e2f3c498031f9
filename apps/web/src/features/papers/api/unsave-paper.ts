// DELETE /api/saved/paper/:id — un-pins a paper (204; removing one that is not saved is fine).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedItemsQueryOptions } from './get-saved-items';

export async function unsavePaper(paperId: number): Promise<void> {
  await apiRequest<undefined>({ path: `/saved/paper/${paperId}`, method: 'DELETE' });
}

export function useUnsavePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsavePaper,
    onSuccess: (_nothing, paperId) =>
      queryClient.setQueryData(savedItemsQueryOptions().queryKey, (items) =>
        items?.filter((item) => !(item.category === 'paper' && item.id === paperId)),
      ),
  });
}
