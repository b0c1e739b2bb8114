import { useQuery } from '@tanstack/react-query';
import type { OrderListResponse } from '@shared/contracts/orders';
import { apiRequest } from '@web/lib/api-client';

/**
 * Under ['orders'], so whatever changes the orders (a payment) refreshes this list too;
 * an object, so no order id (['orders', id]) can ever name it.
 */
export const pastOrdersQueryKey = ['orders', { paid: true }] as const;

/** GET /api/orders: the signed-in user's paid orders, newest first (D17). */
export function getPastOrders({ signal }: { signal?: AbortSignal } = {}): Promise<OrderListResponse> {
  return apiRequest<OrderListResponse>('/api/orders', { signal });
}

export function usePastOrders() {
  return useQuery({
    queryKey: pastOrdersQueryKey,
    queryFn: ({ signal }) => getPastOrders({ signal }),
    staleTime: 0,
    retry: false,
    select: (data) => data.orders,
  });
}
