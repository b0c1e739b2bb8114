import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistResponse } from '@shared/contracts/waitlist';
import { waitlistKey } from '@web/features/booking/api/get-waitlist';
import { apiRequest } from '@web/lib/api-client';

/** DELETE /api/waitlist/:id (issue 14): leaves the waitlist (204); any time offered to the entry is withdrawn. */
export function leaveWaitlist(entryId: string): Promise<void> {
  return apiRequest<void>(`/api/waitlist/${encodeURIComponent(entryId)}`, { method: 'DELETE' });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: (_nothing, entryId) =>
      queryClient.setQueryData<WaitlistResponse>(waitlistKey, (list) => list && { entries: list.entries.filter((entry) => entry.id !== entryId) }),
    // Not awaited: the caller's own onSuccess (its announcement) runs before the list is read again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: waitlistKey });
    },
  });
}
