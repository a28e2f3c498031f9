// The console's home: today's numbers, each the total of a list it links to.
import { useQuery } from '@tanstack/react-query';
import type { TAdminDashboard } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};

// GET /api/admin/dashboard
export function useAdminDashboard() {
  return useQuery({
    queryKey: adminDashboardKeys.all,
    queryFn: ({ signal }) => apiGet<TAdminDashboard>('/admin/dashboard', { signal }),
    // Counts that staff change from other pages (an order confirmed, a doubt answered): asked
    // again on every return to the home, the last numbers shown meanwhile.
    staleTime: 0,
  });
}
