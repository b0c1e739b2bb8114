import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleProduct, ProductBody } from '@shared/contracts/console-catalogue';
import { apiRequest } from '@web/lib/api-client';
import { productsChanged } from '@web/features/console-products/api/get-console-products';

/**
 * POST /api/console/products (201, a new product) or, with a productId,
 * PUT /api/console/products/:productId (200; 404 when it does not exist); 422 with field
 * errors either way. Deactivating and reactivating are saves of `active`.
 */
export function saveProduct({ productId, body }: { productId?: number; body: ProductBody }): Promise<ConsoleProduct> {
  if (productId === undefined) return apiRequest<ConsoleProduct>('/api/console/products', { method: 'POST', body });
  return apiRequest<ConsoleProduct>(`/api/console/products/${productId}`, { method: 'PUT', body });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProduct, onSuccess: () => productsChanged(queryClient) });
}
