// GET /api/me — the signed-in student. The key holds the token the answer belongs to, so a new
// login (here or in another tab) can never be shown the previous student. Keys stay in memory.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser, TMe } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getMe(signal?: AbortSignal): Promise<TUser> {
  const { user } = await apiGet<TMe>('/me', { signal });
  return user;
}

export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['session', 'me', token] as const,
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
  });
}

export function useMe(token: string | null) {
  return useQuery(meQueryOptions(token));
}
