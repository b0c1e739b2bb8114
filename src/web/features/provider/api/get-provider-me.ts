import { useQuery } from '@web/lib/query';
import type { ProviderMe } from '@shared/contracts/providers';
import { apiRequest } from '@web/lib/api-client';

export const providerQueryKey = ['provider'] as const;
export const providerMeQueryKey = [...providerQueryKey, 'me'] as const;

/** GET /api/provider/me (spec §7 call 10): the signed-in provider, 403 for anyone else, 401 signed out. */
export function getProviderMe({ signal }: { signal?: AbortSignal } = {}): Promise<ProviderMe> {
  return apiRequest<ProviderMe>('/api/provider/me', { signal });
}

export function useProviderMe() {
  return useQuery({
    queryKey: providerMeQueryKey,
    queryFn: ({ signal }) => getProviderMe({ signal }),
    // The guard decides on the first answer: a failed check means no access (spec §8).
    retry: false,
  });
}
