import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, RescheduleBody } from '@shared/contracts/booking';
import { replaceCachedAppointment } from '@web/features/booking/api/get-appointments';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PATCH /api/appointments/:id: moves a Confirmed appointment; 409 when the new time is taken. */
export function rescheduleAppointment(appointmentId: string, body: RescheduleBody): Promise<Appointment> {
  return apiRequest<Appointment>(`/api/appointments/${encodeURIComponent(appointmentId)}`, { method: 'PATCH', body });
}

export function useRescheduleAppointment(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleBody) => rescheduleAppointment(appointmentId, body),
    onSuccess: (appointment) => replaceCachedAppointment(queryClient, appointment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.availability }),
  });
}
