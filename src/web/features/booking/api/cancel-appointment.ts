import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@shared/contracts/booking';
import { replaceCachedAppointment } from '@web/features/booking/api/get-appointments';
import { isRuleRefusal } from '@web/features/booking/lib/change-rules';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/appointments/:id/cancel: a Confirmed appointment becomes Cancelled (spec §4). */
export function cancelAppointment(appointmentId: string): Promise<Appointment> {
  return apiRequest<Appointment>(`/api/appointments/${encodeURIComponent(appointmentId)}/cancel`, { method: 'POST' });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: (appointment) => {
      replaceCachedAppointment(queryClient, appointment);
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
    // Spec §8: only logged; the list stays as it was. A refusal by a booking rule (issue 14)
    // is shown by the card in its words, and the rules and the list are read again.
    onError: (error) => {
      if (isRuleRefusal(error)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.bookingRules });
        void queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
        return;
      }
      console.error('Cancelling the appointment failed', error);
    },
  });
}
