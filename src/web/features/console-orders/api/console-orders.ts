import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { ConsoleOrder, ConsoleOrderPage } from '@shared/contracts/console-orders';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The console's orders: GET /api/console/orders (a page at a time), one order, and its handover steps. */

export interface OrderFilters {
  q: string;
  status: string;
  from: string;
  to: string;
}

/** Every console orders query sits under this key: the lists and each order. */
export const consoleOrdersKey = ['console', 'orders'] as const;

export function useConsoleOrders(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: [...consoleOrdersKey, 'list', filters],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
      if (pageParam) params.set('before', pageParam);
      const query = params.toString();
      return apiRequest<ConsoleOrderPage>(`/api/console/orders${query ? `?${query}` : ''}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

export const useConsoleOrder = (orderId: string) =>
  useQuery({
    queryKey: [...consoleOrdersKey, 'one', orderId],
    queryFn: ({ signal }) => apiRequest<ConsoleOrder>(`/api/console/orders/${encodeURIComponent(orderId)}`, { signal }),
  });

export function useAdvanceOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: 'ready_for_pickup' | 'picked_up') =>
      apiRequest<ConsoleOrder>(`/api/console/orders/${encodeURIComponent(orderId)}/fulfilment`, { method: 'POST', body: { step } }),
    onSuccess: (order) => queryClient.setQueryData([...consoleOrdersKey, 'one', orderId], order),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: consoleOrdersKey }), queryClient.invalidateQueries({ queryKey: queryKeys.orders })]),
  });
}
