import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedAppointment } from '@web/features/booking/api/get-appointments';
import { apiRequest } from '@web/lib/api-client';

/** DELETE /api/appointments/:id: permanently removes a Cancelled appointment (204). */
export function deleteAppointment(appointmentId: string): Promise<void> {
  return apiRequest<void>(`/api/appointments/${encodeURIComponent(appointmentId)}`, { method: 'DELETE' });
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: (_nothing, appointmentId) => updateCachedAppointment(queryClient, appointmentId, null),
    // Spec §8: only logged; the list stays as it was.
    onError: (error) => console.error('Deleting the appointment failed', error),
  });
}
