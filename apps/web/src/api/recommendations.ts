// GET /api/recommendations — Home's 'Continue Journey': modules last worked on, then the next
// unfinished module of each enrolled paper.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecommendation, TRecommendationList } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const recommendationKeys = {
  all: ['recommendations'] as const,
};

export async function getRecommendations(signal?: AbortSignal): Promise<TRecommendation[]> {
  const { modules } = await apiGet<TRecommendationList>('/recommendations', { signal });
  return modules;
}

export function recommendationsQueryOptions() {
  return queryOptions({
    queryKey: recommendationKeys.all,
    queryFn: ({ signal }) => getRecommendations(signal),
  });
}

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
