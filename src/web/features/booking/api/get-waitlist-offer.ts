import { useQuery } from '@web/lib/query';
import type { WaitlistOffer } from '@shared/contracts/waitlist';
import { waitlistKey } from '@web/features/booking/api/get-waitlist';
import { apiRequest } from '@web/lib/api-client';

/** The cache key of one offer, under the waitlist's: leaving or booking reads it again. */
export const waitlistOfferKey = (token: string) => [...waitlistKey, 'offer', token] as const;

/** GET /api/waitlist/offers/:token (issue 14): the time a mail offered, and whether it is still open (404 when not the reader's). */
export function getWaitlistOffer(token: string, { signal }: { signal?: AbortSignal } = {}): Promise<WaitlistOffer> {
  return apiRequest<WaitlistOffer>(`/api/waitlist/offers/${encodeURIComponent(token)}`, { signal });
}

export function useWaitlistOffer(token: string) {
  return useQuery({
    queryKey: waitlistOfferKey(token),
    queryFn: ({ signal }) => getWaitlistOffer(token, { signal }),
    staleTime: 0,
    retry: false,
  });
}
