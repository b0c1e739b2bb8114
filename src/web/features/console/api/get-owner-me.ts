import { useQuery } from '@web/lib/query';
import type { OwnerMe } from '@shared/contracts/owner';
import { apiRequest } from '@web/lib/api-client';

export const consoleQueryKey = ['console'] as const;

/** GET /api/console/me: the signed-in owner, 403 for anyone else, 401 signed out. */
export function getOwnerMe({ signal }: { signal?: AbortSignal } = {}): Promise<OwnerMe> {
  return apiRequest<OwnerMe>('/api/console/me', { signal });
}

export function useOwnerMe() {
  return useQuery({
    queryKey: [...consoleQueryKey, 'me'],
    queryFn: ({ signal }) => getOwnerMe({ signal }),
    // The guard decides on the first answer: a failed check means no access.
    retry: false,
  });
}
