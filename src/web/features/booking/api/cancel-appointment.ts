import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@shared/contracts/booking';
import { replaceCachedAppointment } from '@web/features/booking/api/get-appointments';
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
    // Spec §8: only logged; the list stays as it was.
    onError: (error) => console.error('Cancelling the appointment failed', error),
  });
}
