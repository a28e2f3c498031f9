// SMS login codes and web pushes that did not go out (admins), newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDeliveryFailurePage, TDeliveryFailureQuery } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const adminDeliveryFailureKeys = {
  all: ['admin', 'delivery-failures'] as const,
  page: (query: TDeliveryFailureQuery) => [...adminDeliveryFailureKeys.all, query] as const,
};

// GET /api/admin/delivery-failures
export function useDeliveryFailures(query: TDeliveryFailureQuery) {
  return useQuery({
    queryKey: adminDeliveryFailureKeys.page(query),
    queryFn: ({ signal }) => apiGet<TDeliveryFailurePage>('/admin/delivery-failures', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
