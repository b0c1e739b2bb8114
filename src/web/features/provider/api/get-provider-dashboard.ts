import { useQuery } from '@web/lib/query';
import type { ProviderDashboardResponse } from '@shared/contracts/providers';
import { providerQueryKey } from '@web/features/provider/api/get-provider-me';
import { apiRequest } from '@web/lib/api-client';

export const providerDashboardQueryKey = [...providerQueryKey, 'dashboard'] as const;

/** GET /api/provider/dashboard: today's agenda and the seven days after it, with counts of Confirmed ones. */
export function getProviderDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<ProviderDashboardResponse> {
  return apiRequest<ProviderDashboardResponse>('/api/provider/dashboard', { signal });
}

export function useProviderDashboard() {
  return useQuery({
    queryKey: providerDashboardQueryKey,
    queryFn: ({ signal }) => getProviderDashboard({ signal }),
    // Owners book and cancel all day: show the agenda as it is now on every visit.
    staleTime: 0,
  });
}
