import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { hoursChanged } from '@web/features/console-hours/api/get-console-hours';

/** POST /api/console/appointments/:appointmentId/cancel: the owner cancels an appointment the hours no longer fit. */
export function cancelAffectedAppointment(appointmentId: string): Promise<void> {
  return apiRequest<void>(`/api/console/appointments/${appointmentId}/cancel`, { method: 'POST', body: {} });
}

export function useCancelAffected() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelAffectedAppointment, onSettled: () => hoursChanged(queryClient) });
}
