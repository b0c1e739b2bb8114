import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { hoursChanged } from '@web/features/console-hours/api/get-console-hours';

/** POST /api/console/appointments/:appointmentId/reassign: another provider takes an appointment the hours no longer fit. */
export function reassignAppointment({ appointmentId, providerId }: { appointmentId: string; providerId: number }): Promise<void> {
  return apiRequest<void>(`/api/console/appointments/${appointmentId}/reassign`, { method: 'POST', body: { providerId } });
}

export function useReassign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reassignAppointment, onSettled: () => hoursChanged(queryClient) });
}
