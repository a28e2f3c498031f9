// GET /api/papers?type=… — the papers of one group, for the paper selection tabs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaper, TPaperType, TPaperList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getPapers(type: TPaperType, signal?: AbortSignal): Promise<TPaper[]> {
  const { papers } = await apiGet<TPaperList>('/papers', { query: { type }, signal });
  return papers;
}

export function papersQueryOptions(type: TPaperType) {
  return queryOptions({
    queryKey: ['papers', { type }] as const,
    queryFn: ({ signal }) => getPapers(type, signal),
  });
}

export function usePapers(type: TPaperType) {
  return useQuery(papersQueryOptions(type));
}
