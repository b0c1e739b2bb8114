import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleProductCategory, ProductCategoryUpdateBody } from '@shared/contracts/categories';
import { apiRequest } from '@web/lib/api-client';
import { categoriesChanged } from '@web/features/console-products/api/get-console-categories';

/** PATCH /api/console/categories/:slug: its names and place (the slug and group stay); 404 when gone, 422 with field errors. */
export function updateCategory({ slug, body }: { slug: string; body: ProductCategoryUpdateBody }): Promise<ConsoleProductCategory> {
  return apiRequest<ConsoleProductCategory>(`/api/console/categories/${encodeURIComponent(slug)}`, { method: 'PATCH', body });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => categoriesChanged(queryClient) });
}
