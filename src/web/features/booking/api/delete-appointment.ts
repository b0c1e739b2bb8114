import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentListResponse } from '@shared/contracts/booking';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** DELETE /api/appointments/:id: permanently removes a Cancelled appointment (204). */
export function deleteAppointment(appointmentId: string): Promise<void> {
  return apiRequest<void>(`/api/appointments/${encodeURIComponent(appointmentId)}`, { method: 'DELETE' });
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: (_nothing, appointmentId) =>
      queryClient.setQueryData<AppointmentListResponse>(queryKeys.appointments, (list) =>
        list && { appointments: list.appointments.filter((a) => a.id !== appointmentId) },
      ),
    // Spec §8: only logged; the list stays as it was.
    onError: (error) => console.error('Deleting the appointment failed', error),
  });
}
