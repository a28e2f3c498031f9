// The signed-in student: GET /api/me and the changes they may make to it (their name, their language).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TAppLanguage, TMe, TUser } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

/**
 * The key holds the token the answer belongs to, so a new login (here or in another tab) can
 * never be shown the previous student. Keys stay in memory.
 */
export const meKeys = {
  all: ['session'] as const,
  me: (token: string | null) => [...meKeys.all, 'me', token] as const,
};

// GET /api/me — the signed-in student.
export async function getMe(signal?: AbortSignal): Promise<TUser> {
  const { user } = await apiGet<TMe>('/me', { signal });
  return user;
}

export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: meKeys.me(token),
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
  });
}

export function useMe(token: string | null) {
  return useQuery(meQueryOptions(token));
}

// PATCH /api/me — changes the student's name (the only editable field); answers with the new profile.
export async function updateName(name: string): Promise<TUser> {
  const { user } = await apiRequest<TMe>({ path: '/me', method: 'PATCH', body: { name } });
  return user;
}

export function useUpdateName() {
  return useMutation({ mutationFn: updateName });
}

// PUT /api/me/language — the language the app (and messages sent to them) speaks to the student.
export async function updateLanguage(language: TAppLanguage): Promise<TUser> {
  const { user } = await apiRequest<TMe>({ path: '/me/language', method: 'PUT', body: { language } });
  return user;
}
