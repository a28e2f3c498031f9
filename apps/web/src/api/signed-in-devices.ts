// Your data → Signed-in devices: the student's live sessions, and signing one (or every other) out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSignedInDevice, TSignedInDeviceList } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const signedInDeviceKeys = {
  all: ['signed-in-devices'] as const,
};

// GET /api/me/sessions — the live sessions, most recently used first, this one marked current.
export async function getSignedInDevices(signal?: AbortSignal): Promise<TSignedInDevice[]> {
  const { sessions } = await apiGet<TSignedInDeviceList>('/me/sessions', { signal });
  return sessions;
}

export function signedInDevicesQueryOptions() {
  return queryOptions({
    queryKey: signedInDeviceKeys.all,
    queryFn: ({ signal }) => getSignedInDevices(signal),
  });
}

export function useSignedInDevices() {
  return useQuery(signedInDevicesQueryOptions());
}

// DELETE /api/me/sessions/:id — signs that device out (204; 404 when it is no longer signed in).
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<undefined>({ path: `/me/sessions/${id}`, method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInDeviceKeys.all }),
  });
}

// DELETE /api/me/sessions — signs out every device but this one (204).
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<undefined>({ path: '/me/sessions', method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInDeviceKeys.all }),
  });
}
