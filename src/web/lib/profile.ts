import { useQuery } from '@web/lib/query';
import type { UserProfile } from '@shared/contracts/accounts';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/profile: the signed-in user's profile (spec §3 User profile), or 401. */
export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<UserProfile> {
  return apiRequest<UserProfile>('/api/profile', { signal });
}

export function useProfile() {
  return useQuery({ queryKey: queryKeys.profile, queryFn: ({ signal }) => getProfile({ signal }) });
}
