// GET /api/recommendations — Home's two lists in one request: 'Continue Journey' (modules last
// worked on, then the next unfinished module of each enrolled paper) and 'Courses' (the papers
// most students take). Each section selects its own part of the one cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPopularPaper, TRecommendation, TRecommendationList } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const recommendationKeys = {
  all: ['recommendations'] as const,
};

export function getRecommendations(signal?: AbortSignal): Promise<TRecommendationList> {
  return apiGet<TRecommendationList>('/recommendations', { signal });
}

export function recommendationsQueryOptions() {
  return queryOptions({
    queryKey: recommendationKeys.all,
    queryFn: ({ signal }) => getRecommendations(signal),
  });
}

const selectModules = (reply: TRecommendationList): TRecommendation[] => reply.modules;
const selectPapers = (reply: TRecommendationList): TPopularPaper[] => reply.papers;

/** Continue Journey's modules. */
export function useRecommendations() {
  return useQuery({ ...recommendationsQueryOptions(), select: selectModules });
}

/** Courses' papers: most students first, newest first among equals, at most three. */
export function usePopularPapers() {
  return useQuery({ ...recommendationsQueryOptions(), select: selectPapers });
}
