// The console's orders: the list (teachers and admins), confirm, cancel and refund (admins).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminOrder, TAdminOrderPage } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  page: (query: TAdminOrderQuery) => [...adminOrderKeys.all, query] as const,
};

/** The list's filters as the address holds them; the server checks each. */
export type TAdminOrderQuery = { q?: string; status?: string; method?: string; page?: string };

// GET /api/admin/orders
export function useAdminOrders(query: TAdminOrderQuery) {
  return useQuery({
    queryKey: adminOrderKeys.page(query),
    queryFn: ({ signal }) => apiGet<TAdminOrderPage>('/admin/orders', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export type TOrderAction = 'confirm' | 'cancel' | 'refund';

// POST /api/admin/orders/:id/{confirm|cancel|refund}
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action }: { orderId: number; action: TOrderAction }) =>
      apiRequest<TAdminOrder>({ path: `/admin/orders/${orderId}/${action}`, method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
