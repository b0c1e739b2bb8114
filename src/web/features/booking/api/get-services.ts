import { useQuery } from '@tanstack/react-query';
import type { ServiceCatalogResponse } from '@shared/contracts/booking';
import { apiRequest } from '@web/lib/api-client';

/** GET /api/services: the four categories and their services; an empty category is "coming soon". */
export function getServices({ signal }: { signal?: AbortSignal } = {}): Promise<ServiceCatalogResponse> {
  return apiRequest<ServiceCatalogResponse>('/api/services', { signal });
}

export function useServices() {
  return useQuery({
    queryKey: ['services'],
    queryFn: ({ signal }) => getServices({ signal }),
    // The catalogue changes rarely.
    staleTime: 5 * 60_000,
    select: (data) => data.categories,
  });
}
