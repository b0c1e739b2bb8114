import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeOff } from '@shared/contracts/hours';
import { apiRequest } from '@web/lib/api-client';
import { hoursChanged } from '@web/features/console-hours/api/get-console-hours';

/** POST /api/console/staff/:providerId/time-off: gives a provider time off. */
export function addTimeOff(providerId: number, timeOff: Omit<TimeOff, 'id'>): Promise<TimeOff> {
  return apiRequest<TimeOff>(`/api/console/staff/${providerId}/time-off`, { method: 'POST', body: timeOff });
}

export function useAddTimeOff(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (timeOff: Omit<TimeOff, 'id'>) => addTimeOff(providerId, timeOff), onSettled: () => hoursChanged(queryClient) });
}
