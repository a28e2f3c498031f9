// Notifications (announcements meant for the student) with read state, and event registration.
// The top bar's unread count, Home's sections and the Notification screen share one cache entry.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
};

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => apiGet<TNotificationList>('/notifications', { signal }),
    // New announcements show within a minute on a screen left open.
    refetchInterval: 60_000,
  });
}

/**
 * Needs a login. The Notification screen asks again each time it opens (`isFreshOnOpen`): what a
 * student opens it for (an answer to their doubt) may have arrived since the top bar asked.
 */
export function useNotifications({
  isEnabled = true,
  isFreshOnOpen = false,
}: { isEnabled?: boolean; isFreshOnOpen?: boolean } = {}) {
  return useQuery({
    ...notificationsQueryOptions(),
    enabled: isEnabled,
    ...(isFreshOnOpen ? { refetchOnMount: 'always' as const } : {}),
  });
}

function markInCache(list: TNotificationList | undefined, id: number, changes: { isRead?: true; isRegistered?: true }) {
  if (!list) return list;
  const items = list.items.map((item) => (item.id === id ? { ...item, ...changes } : item));
  return { items, unreadCount: items.filter((item) => !item.isRead).length };
}

// POST /api/notifications/:id/read — shown read at once; the server keeps it.
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<undefined>({ path: `/notifications/${id}/read`, method: 'POST', body: {} }),
    onMutate: (id) =>
      queryClient.setQueryData(notificationKeys.all, (list: TNotificationList | undefined) =>
        markInCache(list, id, { isRead: true }),
      ),
  });
}

// POST /api/announcements/:id/registrations — once per student.
export function useRegisterForEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<undefined>({ path: `/announcements/${id}/registrations`, method: 'POST', body: {} }),
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData(notificationKeys.all, (list: TNotificationList | undefined) =>
        markInCache(list, id, { isRead: true, isRegistered: true }),
      ),
  });
}
