import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeeklyInterval } from '@shared/contracts/hours';
import { apiRequest } from '@web/lib/api-client';
import { hoursChanged } from '@web/features/console-hours/api/get-console-hours';

/** PUT /api/console/staff/:providerId/hours: replaces a provider's week of working hours. */
export function saveStaffHours(providerId: number, intervals: WeeklyInterval[]): Promise<unknown> {
  return apiRequest<unknown>(`/api/console/staff/${providerId}/hours`, { method: 'PUT', body: { intervals } });
}

export function useSaveStaffHours(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (intervals: WeeklyInterval[]) => saveStaffHours(providerId, intervals), onSettled: () => hoursChanged(queryClient) });
}
