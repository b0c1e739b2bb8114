import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@shared/contracts/products';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/products: the whole catalogue (the shop's grid), prices decided by the server. */
export function getProducts({ signal }: { signal?: AbortSignal } = {}): Promise<ProductListResponse> {
  return apiRequest<ProductListResponse>('/api/products', { signal });
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products,
    queryFn: ({ signal }) => getProducts({ signal }),
    // The catalogue changes rarely.
    staleTime: 5 * 60_000,
    select: (data) => data.products,
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
