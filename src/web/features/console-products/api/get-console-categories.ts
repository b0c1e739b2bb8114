import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { ConsoleProductCategory } from '@shared/contracts/categories';
import { apiRequest } from '@web/lib/api-client';
import { productsChanged } from '@web/features/console-products/api/get-console-products';

export const consoleCategoriesQueryKey = ['console-categories'] as const;

/** GET /api/console/categories: every category with both names, its place and its product count; pets first, then kinds. */
export async function getConsoleCategories({ signal }: { signal?: AbortSignal } = {}): Promise<ConsoleProductCategory[]> {
  return (await apiRequest<{ categories: ConsoleProductCategory[] }>('/api/console/categories', { signal })).categories;
}

export function useConsoleCategories() {
  return useQuery({ queryKey: consoleCategoriesQueryKey, queryFn: getConsoleCategories });
}

/**
 * After a category changes: the console's categories, and the products, whose categories
 * a delete changes, in the console and the shop (whose category list sits under its key).
 */
export function categoriesChanged(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: consoleCategoriesQueryKey }), productsChanged(queryClient)]).then(() => undefined);
}
