import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleProductCategory, ProductCategoryCreateBody } from '@shared/contracts/categories';
import { apiRequest } from '@web/lib/api-client';
import { categoriesChanged } from '@web/features/console-products/api/get-console-categories';

/** POST /api/console/categories: 201 with the category; 409 for an address (slug) in use; 422 with field errors. */
export function createCategory(body: ProductCategoryCreateBody): Promise<ConsoleProductCategory> {
  return apiRequest<ConsoleProductCategory>('/api/console/categories', { method: 'POST', body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => categoriesChanged(queryClient) });
}
