import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { Order } from '@shared/contracts/orders';
import { pendingOrderPollInterval } from '@web/features/orders/lib/order-polling';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Every orders query sits under this key: one order here, the profile's past orders beside it. */
export const orderQueryKey = (orderId: string) => [...queryKeys.orders, orderId] as const;

/** GET /api/orders/:orderId: one of the signed-in user's orders in any status; 404 for anyone else's (D17). */
export function getOrder(orderId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Order> {
  return apiRequest<Order>(`/api/orders/${encodeURIComponent(orderId)}`, { signal });
}

/**
 * The confirmation page's order, asked about again while its payment is still being
 * confirmed. `stillPending`: pending, and the page has stopped asking by itself.
 */
export function useOrder(orderId: string) {
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, { signal }),
    staleTime: 0,
    refetchInterval: (query) => pendingOrderPollInterval(query.state.data?.status, query.state.dataUpdateCount),
  });
  const answers = queryClient.getQueryState(orderQueryKey(orderId))?.dataUpdateCount ?? 0;
  const stillPending = order.data?.status === 'pending' && pendingOrderPollInterval('pending', answers) === false;
  return { order, stillPending };
}
