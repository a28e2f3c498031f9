// The cart (spec "Cart"): papers and single modules at the server's prices. The top bar's badge,
// the paper cards' add buttons and the cart screen share one cache entry; every change answers
// with the whole cart, which replaces it without another fetch.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCart, TCartAdd } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const cartKeys = {
  all: ['cart'] as const,
};

export const EMPTY_CART: TCart = { items: [], count: 0, totalPaise: 0 };

export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => apiGet<TCart>('/cart', { signal }),
    // Every change answers with the whole cart; screens opening need not ask again at once.
    staleTime: 30_000,
  });
}

/** Logged out there is no cart to ask for. */
export function useCart({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled: isEnabled });
}

/** Whether a paper (the whole of it) or a module is in the cart. */
export function isInCart(cart: TCart | undefined, item: TCartAdd): boolean {
  return (cart?.items ?? []).some((line) =>
    'paperId' in item ? line.kind === 'paper' && line.paperId === item.paperId : line.moduleId === item.moduleId,
  );
}

// POST /api/cart/items { paperId } | { moduleId } — 201 with the cart; 409 for owned or already there.
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TCartAdd) => apiRequest<TCart>({ path: '/cart/items', method: 'POST', body: item }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.all, cart),
  });
}

// DELETE /api/cart/items/:id — the line's id; answers with the cart.
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => apiRequest<TCart>({ path: `/cart/items/${lineId}`, method: 'DELETE' }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.all, cart),
  });
}
