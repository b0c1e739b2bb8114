import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { TrendingProductsResponse } from '@shared/contracts/products';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/products/trending: the home page's nine products, whatever the catalogue's size. */
export function getTrendingProducts({ signal }: { signal?: AbortSignal } = {}): Promise<TrendingProductsResponse> {
  return apiRequest<TrendingProductsResponse>('/api/products/trending', { signal });
}

/** Under the products' key, so the console's product changes, which invalidate the shop's, invalidate it too. */
export const trendingProductsQueryKey = [...queryKeys.products, 'trending'] as const;

export const trendingProductsQueryOptions = () =>
  queryOptions({
    queryKey: trendingProductsQueryKey,
    queryFn: ({ signal }) => getTrendingProducts({ signal }),
    // The server counts the best sellers again every few minutes.
    staleTime: 5 * 60_000,
    select: (data) => data.products,
  });

export function useTrendingProducts() {
  return useQuery(trendingProductsQueryOptions());
}
