import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { ProductListResponse } from '@shared/contracts/products';
import { productListSearch, type ShopListing } from '@web/features/catalog/lib/listing-address';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * GET /api/products: one page of the shop's listing (issue 28), filtered and sorted by the
 * server, prices decided by it too. `search` is the listing's query (listing-address.ts).
 */
export function getProducts({ signal, search = '' }: { signal?: AbortSignal; search?: string } = {}): Promise<ProductListResponse> {
  return apiRequest<ProductListResponse>(search === '' ? '/api/products' : `/api/products?${search}`, { signal });
}

export const productsQueryOptions = (listing: ShopListing) => {
  const search = productListSearch(listing);
  return queryOptions({
    // One entry per listing page, keyed by its query: the prerendered shop page fills the same key.
    queryKey: [...queryKeys.products, 'list', search],
    queryFn: ({ signal }) => getProducts({ signal, search }),
    // The catalogue changes rarely.
    staleTime: 5 * 60_000,
  });
};

export function useProducts(listing: ShopListing) {
  // The page shown stays until the next one arrives, so the controls and links do not jump.
  return useQuery({ ...productsQueryOptions(listing), placeholderData: keepPreviousData });
}
