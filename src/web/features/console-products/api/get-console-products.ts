import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ConsoleProduct } from '@shared/contracts/console-catalogue';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const consoleProductsQueryKey = queryKeys.consoleProducts;

/** GET /api/console/products: every product, on sale or not, with its stock, in shop order. */
export async function getConsoleProducts({ signal }: { signal?: AbortSignal } = {}): Promise<ConsoleProduct[]> {
  return (await apiRequest<{ products: ConsoleProduct[] }>('/api/console/products', { signal })).products;
}

export function useConsoleProducts() {
  return useQuery({ queryKey: consoleProductsQueryKey, queryFn: getConsoleProducts });
}

/** After a change: the console's list and the shop's (/shop, the home carousel) are read again at once. */
export function productsChanged(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: consoleProductsQueryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products }),
  ]).then(() => undefined);
}
