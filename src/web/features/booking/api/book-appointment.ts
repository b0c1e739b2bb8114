import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, BookAppointmentBody } from '@shared/contracts/booking';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * POST /api/appointments (D8): 201 with the confirmed appointment, and the same 201 with
 * the same appointment when the idempotency key was already used (a double click, a retry);
 * 409 SLOT_TAKEN when someone else got the slot first; 422 TOO_SOON inside the minimum notice.
 */
export function bookAppointment(body: BookAppointmentBody): Promise<Appointment> {
  return apiRequest<Appointment>('/api/appointments', { method: 'POST', body });
}

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    onSettled: (_appointment, error) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
      // Refused as too soon: the owner may have changed the notice since the rules were read.
      if (error) void queryClient.invalidateQueries({ queryKey: queryKeys.bookingRules });
    },
  });
}
