// Web push: the server's public key (null when push is off), and this browser's subscription
// kept or dropped on the server.
import { useQuery } from '@tanstack/react-query';
import type { TPushKey, TPushSubscriptionInput } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const pushKeys = {
  all: ['push'] as const,
  key: () => [...pushKeys.all, 'key'] as const,
};

// GET /api/push/key — public, and the same for everyone for as long as the server runs.
export function usePushKey({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: pushKeys.key(),
    queryFn: ({ signal }) => apiGet<TPushKey>('/push/key', { signal }),
    staleTime: Infinity,
    enabled: isEnabled,
  });
}

// POST /api/push/subscriptions
export function saveSubscription(subscription: TPushSubscriptionInput): Promise<undefined> {
  return apiRequest<undefined>({ path: '/push/subscriptions', method: 'POST', body: subscription });
}

// DELETE /api/push/subscriptions { endpoint }
export function deleteSubscription(endpoint: string): Promise<undefined> {
  return apiRequest<undefined>({ path: '/push/subscriptions', method: 'DELETE', body: { endpoint } });
}
