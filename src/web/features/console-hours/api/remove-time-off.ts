import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { hoursChanged } from '@web/features/console-hours/api/get-console-hours';

/** DELETE /api/console/staff/:providerId/time-off/:timeOffId. */
export function removeTimeOff(providerId: number, timeOffId: number): Promise<void> {
  return apiRequest<void>(`/api/console/staff/${providerId}/time-off/${timeOffId}`, { method: 'DELETE' });
}

export function useRemoveTimeOff(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (timeOffId: number) => removeTimeOff(providerId, timeOffId), onSettled: () => hoursChanged(queryClient) });
}
