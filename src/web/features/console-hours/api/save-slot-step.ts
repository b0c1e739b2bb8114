import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleHours } from '@shared/contracts/hours';
import { apiRequest } from '@web/lib/api-client';
import { hoursChanged } from '@web/features/console-hours/api/get-console-hours';

/** PUT /api/console/booking-settings with the booking grid: how many minutes apart the slots start. */
export function saveSlotStep(slotStepMinutes: number): Promise<ConsoleHours> {
  return apiRequest<ConsoleHours>('/api/console/booking-settings', { method: 'PUT', body: { slotStepMinutes } });
}

export function useSaveSlotStep() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSlotStep, onSettled: () => hoursChanged(queryClient) });
}
