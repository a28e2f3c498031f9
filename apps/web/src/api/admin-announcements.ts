// The console's announcements: the list, publishing, archiving, and an event's registrations as CSV.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminAnnouncement,
  TAdminAnnouncementPage,
  TAdminAnnouncementQuery,
  TAnnouncementInput,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';

export const adminAnnouncementKeys = {
  all: ['admin', 'announcements'] as const,
  page: (query: TAdminAnnouncementQuery) => [...adminAnnouncementKeys.all, query] as const,
};

// GET /api/admin/announcements
export function useAdminAnnouncements(query: TAdminAnnouncementQuery) {
  return useQuery({
    queryKey: adminAnnouncementKeys.page(query),
    queryFn: ({ signal }) => apiGet<TAdminAnnouncementPage>('/admin/announcements', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// POST /api/admin/announcements
export function usePublishAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAnnouncementInput) =>
      apiRequest<TAdminAnnouncement>({ path: '/admin/announcements', method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAnnouncementKeys.all }),
  });
}

// PATCH /api/admin/announcements/:id { isArchived }
export function useArchiveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isArchived }: { id: number; isArchived: boolean }) =>
      apiRequest<TAdminAnnouncement>({ path: `/admin/announcements/${id}`, method: 'PATCH', body: { isArchived } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAnnouncementKeys.all }),
  });
}

/** The file as a download (it needs the token, so no plain link). */
export function downloadRegistrationsCsv(id: number): Promise<void> {
  return downloadFile(`/admin/announcements/${id}/registrations.csv`, `registrations-${id}.csv`);
}
