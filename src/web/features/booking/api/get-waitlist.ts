import { useQuery } from '@web/lib/query';
import type { WaitlistResponse } from '@shared/contracts/waitlist';
import { apiRequest } from '@web/lib/api-client';

/** The cache key of the customer's waitlist entries (this feature's own). */
export const waitlistKey = ['waitlist'] as const;

/** GET /api/waitlist (issue 14): the customer's entries still waiting, soonest date first. */
export function getWaitlist({ signal }: { signal?: AbortSignal } = {}): Promise<WaitlistResponse> {
  return apiRequest<WaitlistResponse>('/api/waitlist', { signal });
}

export function useWaitlist() {
  return useQuery({
    queryKey: waitlistKey,
    queryFn: ({ signal }) => getWaitlist({ signal }),
    staleTime: 0,
    select: (data) => data.entries,
  });
}
