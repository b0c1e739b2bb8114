import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { categoriesChanged } from '@web/features/console-products/api/get-console-categories';

/** DELETE /api/console/categories/:slug: 204; its products stay, in their other categories; 404 when already gone. */
export function deleteCategory(slug: string): Promise<void> {
  return apiRequest<void>(`/api/console/categories/${encodeURIComponent(slug)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => categoriesChanged(queryClient) });
}
