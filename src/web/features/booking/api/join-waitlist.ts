import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistBody, WaitlistEntry } from '@shared/contracts/waitlist';
import { waitlistKey } from '@web/features/booking/api/get-waitlist';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * POST /api/waitlist (issue 14): 201 with the entry; 409 SLOT_FREE when a time that suits
 * is free after all (book it), 409 ALREADY_WAITING for a second entry of the same service
 * and date; 422 for a past date or one beyond the horizon.
 */
export function joinWaitlist(body: JoinWaitlistBody): Promise<WaitlistEntry> {
  return apiRequest<WaitlistEntry>('/api/waitlist', { method: 'POST', body });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: (_entry, error) => {
      void queryClient.invalidateQueries({ queryKey: waitlistKey });
      // "A time is free after all": the slots shown are out of date.
      if (error) void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
  });
}
