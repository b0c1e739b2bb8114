import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { ProductPage } from '@shared/contracts/products';
import { isProductSlug } from '@shared/routes/paths';
import { apiRequest, isApiClientError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * GET /api/products/by-slug/{slug}: one product on sale and whether it is in stock; null
 * when there is none by that address (404), which the page shows as not found, the same
 * on the server and in the browser. An address no slug could be is not asked for at all.
 */
export async function getProductPage(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<ProductPage | null> {
  if (!isProductSlug(slug)) return null;
  try {
    return await apiRequest<ProductPage>(`/api/products/by-slug/${encodeURIComponent(slug)}`, { signal });
  } catch (error) {
    if (isApiClientError(error) && error.status === 404) return null;
    throw error;
  }
}

export const productPageQueryOptions = (slug: string) =>
  queryOptions({
    // Under the products' key: the console's product changes invalidate it with the list.
    queryKey: [...queryKeys.products, 'by-slug', slug],
    queryFn: ({ signal }) => getProductPage(slug, { signal }),
    staleTime: 5 * 60_000,
  });

export function useProductPage(slug: string) {
  return useQuery(productPageQueryOptions(slug));
}
