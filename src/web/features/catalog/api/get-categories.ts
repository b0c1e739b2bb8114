import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { CategoryListResponse } from '@shared/contracts/categories';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/categories: the shop's categories in the reader's language, pets first, then kinds. */
export function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<CategoryListResponse> {
  return apiRequest<CategoryListResponse>('/api/categories', { signal });
}

/** Under the products' key: what the console changes in the catalogue invalidates both. */
export const categoriesQueryKey = [...queryKeys.products, 'categories'] as const;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories({ signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.categories,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
