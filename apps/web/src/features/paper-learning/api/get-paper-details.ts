// GET /api/papers/:id — the paper the learning screen is about (title, description, image, type).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaperDetails } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export function getPaperDetails(paperId: number, signal?: AbortSignal): Promise<TPaperDetails> {
  return apiGet<TPaperDetails>(`/papers/${paperId}`, { signal });
}

export function paperDetailsQueryOptions(paperId: number) {
  return queryOptions({
    queryKey: ['papers', paperId, 'details'] as const,
    queryFn: ({ signal }) => getPaperDetails(paperId, signal),
  });
}

export function usePaperDetails(paperId: number) {
  return useQuery(paperDetailsQueryOptions(paperId));
}
