import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleHours, WeeklyInterval } from '@shared/contracts/hours';
import { apiRequest } from '@web/lib/api-client';
import { hoursChanged } from '@web/features/console-hours/api/get-console-hours';

/** PUT /api/console/hours/opening: replaces the shop's week of opening hours. */
export function saveOpeningHours(intervals: WeeklyInterval[]): Promise<ConsoleHours> {
  return apiRequest<ConsoleHours>('/api/console/hours/opening', { method: 'PUT', body: { intervals } });
}

export function useSaveOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOpeningHours, onSettled: () => hoursChanged(queryClient) });
}
