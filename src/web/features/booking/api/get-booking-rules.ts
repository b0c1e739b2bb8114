import { useQuery } from '@web/lib/query';
import type { BookingRules } from '@shared/contracts/booking-rules';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/booking-rules: the owner's minimum notice and cancellation window (issue 14). */
export function getBookingRules({ signal }: { signal?: AbortSignal } = {}): Promise<BookingRules> {
  return apiRequest<BookingRules>('/api/booking-rules', { signal });
}

/** The rules the screens follow to show what the server would refuse, and why; the server still decides. */
export function useBookingRules() {
  return useQuery({ queryKey: queryKeys.bookingRules, queryFn: getBookingRules, staleTime: 60_000 });
}
