import { useQuery } from '@web/lib/query';
import type { AuthConfigResponse } from '@shared/contracts/accounts';
import { apiRequest } from '@web/lib/api-client';

/** GET /api/accounts/config: which sign-in options this shop offers (Google only when configured). */
export function getAuthConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AuthConfigResponse> {
  return apiRequest<AuthConfigResponse>('/api/accounts/config', { signal });
}

export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => getAuthConfig({ signal }),
    staleTime: Infinity,
  });
}
