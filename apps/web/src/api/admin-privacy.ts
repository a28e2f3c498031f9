// The staff console's privacy settings: whether the college is exempt as an educational institution.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPrivacySettings } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const adminPrivacyKeys = {
  all: ['admin', 'privacy'] as const,
  settings: () => [...adminPrivacyKeys.all, 'settings'] as const,
};

// GET /api/admin/privacy-settings
export function useAdminPrivacySettings({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminPrivacyKeys.settings(),
    queryFn: ({ signal }) => apiGet<TPrivacySettings>('/admin/privacy-settings', { signal }),
    enabled: isEnabled,
  });
}

// PUT /api/admin/privacy-settings — admins only; audited.
export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TPrivacySettings) =>
      apiRequest<TPrivacySettings>({ path: '/admin/privacy-settings', method: 'PUT', body: settings }),
    onSuccess: (settings) => queryClient.setQueryData(adminPrivacyKeys.settings(), settings),
  });
}
