import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import { searchTermsOf } from '@shared/catalog/search-terms';
import type { SearchResponse } from '@shared/contracts/search';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/search: the products on sale that match, best first, or categories to browse when none do. */
export function searchProducts(query: string, limit: number, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResponse> {
  const search = new URLSearchParams({ q: query, limit: String(limit) });
  return apiRequest<SearchResponse>(`/api/search?${search.toString()}`, { signal });
}

export const searchQueryOptions = (query: string, limit: number) =>
  queryOptions({
    // Under the products' key: the console's product changes invalidate it with the list.
    // Keyed by the words the server matches, so "Kible" and "kible " share an answer.
    queryKey: [...queryKeys.products, 'search', searchTermsOf(query).join(' '), limit],
    queryFn: ({ signal }) => searchProducts(query, limit, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * A search's answer; nothing is asked while the search has no words to look for. While
 * the next answer comes, the last one stays, so suggestions do not flicker as one types.
 */
export function useProductSearch(query: string, limit: number) {
  return useQuery({
    ...searchQueryOptions(query, limit),
    enabled: searchTermsOf(query).length > 0,
    placeholderData: keepPreviousData,
  });
}
