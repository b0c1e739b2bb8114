import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderPage } from '@shared/contracts/orders';
import { apiRequest } from '@web/lib/api-client';

/**
 * Under ['orders'], so whatever changes the orders (a payment) refreshes this list too;
 * an object, so no order id (['orders', id]) can ever name it.
 */
export const pastOrdersQueryKey = ['orders', { paid: true }] as const;

/** GET /api/orders: a page of the signed-in user's paid orders, newest first (D17, issue 15). */
export function getPastOrders({ cursor, signal }: { cursor?: string; signal?: AbortSignal } = {}): Promise<OrderPage> {
  return apiRequest<OrderPage>(`/api/orders${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });
}

/** The pages read so far, as one list; `fetchNextPage` reads older ones while `hasNextPage`. */
export function usePastOrders() {
  return useInfiniteQuery({
    queryKey: pastOrdersQueryKey,
    queryFn: ({ pageParam, signal }) => getPastOrders({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    retry: false,
    select: (data) => data.pages.flatMap((page) => page.orders),
  });
}
