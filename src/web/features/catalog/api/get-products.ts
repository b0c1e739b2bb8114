import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@shared/contracts/products';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * GET /api/products: the catalogue (the shop's grid), prices decided by the server; with
 * categories, only the products in every one of them (the server filters).
 */
export function getProducts({ signal, categories = [] }: { signal?: AbortSignal; categories?: readonly string[] } = {}): Promise<ProductListResponse> {
  const search = new URLSearchParams(categories.map((slug) => ['category', slug]));
  return apiRequest<ProductListResponse>(categories.length === 0 ? '/api/products' : `/api/products?${search.toString()}`, { signal });
}

export const productsQueryOptions = (categories: readonly string[] = []) =>
  queryOptions({
    // The whole catalogue keeps the bare key the prerendered shop page fills.
    queryKey: categories.length === 0 ? queryKeys.products : [...queryKeys.products, { categories }],
    queryFn: ({ signal }) => getProducts({ signal, categories }),
    // The catalogue changes rarely.
    staleTime: 5 * 60_000,
    select: (data) => data.products,
  });

export function useProducts(categories: readonly string[] = []) {
  return useQuery(productsQueryOptions(categories));
}
