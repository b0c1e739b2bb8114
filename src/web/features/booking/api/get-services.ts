import { useQuery } from '@web/lib/query';
import type { ServiceCatalogResponse } from '@shared/contracts/booking';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/services: the categories and their active services; an empty category is "coming soon". */
export function getServices({ signal }: { signal?: AbortSignal } = {}): Promise<ServiceCatalogResponse> {
  return apiRequest<ServiceCatalogResponse>('/api/services', { signal });
}

export function useServices() {
  return useQuery({
    queryKey: queryKeys.services,
    queryFn: ({ signal }) => getServices({ signal }),
    // The catalogue changes rarely.
    staleTime: 5 * 60_000,
    select: (data) => data.categories,
  });
}
