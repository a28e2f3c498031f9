// The privacy notice: its version and whom a student contacts about their personal data.
import { useQuery } from '@tanstack/react-query';
import type { TPrivacyNotice } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const privacyKeys = {
  all: ['privacy'] as const,
  notice: () => [...privacyKeys.all, 'notice'] as const,
};

// GET /api/privacy/notice — public.
export function usePrivacyNotice() {
  return useQuery({
    queryKey: privacyKeys.notice(),
    queryFn: ({ signal }) => apiGet<TPrivacyNotice>('/privacy/notice', { signal }),
    // It changes only with a release or the server's configuration.
    staleTime: 60 * 60 * 1000,
  });
}
