// GET /api/plans — public: what each plan costs today (the lowest prices on sale), for the plans screen.
import { useQuery } from '@tanstack/react-query';
import type { TPlanPrices } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const planKeys = {
  all: ['plan-prices'] as const,
};

export function usePlanPrices() {
  return useQuery({
    queryKey: planKeys.all,
    queryFn: ({ signal }) => apiGet<TPlanPrices>('/plans', { signal }),
  });
}
