// The audit log (admins): every staff write, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditLogPage, TAuditLogQuery } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const adminAuditKeys = {
  all: ['admin', 'audit'] as const,
  page: (query: TAuditLogQuery) => [...adminAuditKeys.all, query] as const,
};

// GET /api/admin/audit-log
export function useAuditLog(query: TAuditLogQuery) {
  return useQuery({
    queryKey: adminAuditKeys.page(query),
    queryFn: ({ signal }) => apiGet<TAuditLogPage>('/admin/audit-log', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
