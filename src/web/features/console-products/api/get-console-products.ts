import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { ConsoleProduct, ConsoleProductList, ConsoleProductListQuery } from '@shared/contracts/console-catalogue';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const consoleProductsQueryKey = queryKeys.consoleProducts;

/** The address of a page of the console's list: `q` and `page` only when they say something. */
export function consoleProductsSearch({ q, page }: ConsoleProductListQuery): string {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (page && page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/console/products: a page of every product, on sale or not, with its stock, in shop order (`q` searched). */
export function getConsoleProducts(query: ConsoleProductListQuery, { signal }: { signal?: AbortSignal } = {}): Promise<ConsoleProductList> {
  return apiRequest<ConsoleProductList>(`/api/console/products${consoleProductsSearch(query)}`, { signal });
}

/** The page shown stays until the next one arrives, so paging and typing do not blank the table. */
export function useConsoleProducts(query: ConsoleProductListQuery) {
  return useQuery({
    queryKey: [...consoleProductsQueryKey, 'list', query.q ?? '', query.page ?? 1],
    queryFn: ({ signal }) => getConsoleProducts(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/console/products/{id}: one product for its edit form. */
export function useConsoleProduct(productId: number) {
  return useQuery({
    queryKey: [...consoleProductsQueryKey, 'one', productId],
    queryFn: ({ signal }) => apiRequest<ConsoleProduct>(`/api/console/products/${productId}`, { signal }),
  });
}

/** After a change: the console's lists and the shop's (/shop, the home carousel) are read again at once. */
export function productsChanged(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: consoleProductsQueryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products }),
  ]).then(() => undefined);
}
