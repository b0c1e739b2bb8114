import { useQuery } from '@web/lib/query';
import type { LowStockList } from '@shared/contracts/console-catalogue';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Under the console's products, so a product saved, an import or a refund's restock reads it again. */
export const lowStockQueryKey = [...queryKeys.consoleProducts, 'low-stock'] as const;

/** GET /api/console/products/low-stock: the variants at or under their low-stock mark, the emptiest first. */
export async function getLowStock({ signal }: { signal?: AbortSignal } = {}): Promise<LowStockList> {
  return apiRequest<LowStockList>('/api/console/products/low-stock', { signal });
}

export function useLowStock() {
  return useQuery({ queryKey: lowStockQueryKey, queryFn: getLowStock });
}
