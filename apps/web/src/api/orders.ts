// Orders (checking out, the student's history and receipts) and the ways to pay.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCheckout,
  TCheckoutMethods,
  TCheckoutResult,
  TOrderDetails,
  TOrderList,
  TReceipt,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';
import { cartKeys, EMPTY_CART } from './cart';

export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  details: (orderId: number) => [...orderKeys.all, 'details', orderId] as const,
  receipt: (orderId: number) => [...orderKeys.all, 'receipt', orderId] as const,
  methods: ['checkout-methods'] as const,
};

// GET /api/checkout/methods — public: which ways to pay this server offers.
export function useCheckoutMethods() {
  return useQuery({
    queryKey: orderKeys.methods,
    queryFn: ({ signal }) => apiGet<TCheckoutMethods>('/checkout/methods', { signal }),
    staleTime: 5 * 60_000,
  });
}

// POST /api/orders { method, seenTotalPaise } — the cart becomes an order and is emptied.
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkout: TCheckout) =>
      apiRequest<TCheckoutResult>({ path: '/orders', method: 'POST', body: checkout }),
    onSuccess: () => {
      queryClient.setQueryData(cartKeys.all, EMPTY_CART);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

export function ordersQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => apiGet<TOrderList>('/orders', { signal }),
  });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}

export function useOrder(orderId: number) {
  return useQuery({
    queryKey: orderKeys.details(orderId),
    queryFn: ({ signal }) => apiGet<TOrderDetails>(`/orders/${orderId}`, { signal }),
  });
}

export function useReceipt(orderId: number) {
  return useQuery({
    queryKey: orderKeys.receipt(orderId),
    queryFn: ({ signal }) => apiGet<TReceipt>(`/orders/${orderId}/receipt`, { signal }),
  });
}

// POST /api/orders/:id/cancel — the student calls off an order not paid yet.
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TOrderDetails>({ path: `/orders/${orderId}/cancel`, method: 'POST', body: {} }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.details(orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
