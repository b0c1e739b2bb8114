import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@shared/contracts/booking';
import { waitlistKey } from '@web/features/booking/api/get-waitlist';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * POST /api/waitlist/offers/:token/accept (issue 14): 201 with the appointment booked
 * (again 201, the same one, when sent twice); 409 OFFER_GONE when someone else took the
 * time first, and booking's own refusals (too soon, vaccinations) in their words.
 */
export function acceptWaitlistOffer(token: string): Promise<Appointment> {
  return apiRequest<Appointment>(`/api/waitlist/offers/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}

export function useAcceptWaitlistOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptWaitlistOffer,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: waitlistKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
  });
}
