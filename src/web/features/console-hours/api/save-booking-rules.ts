import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRuleSettings } from '@shared/contracts/booking-rules';
import type { ConsoleHours } from '@shared/contracts/hours';
import { apiRequest } from '@web/lib/api-client';
import { hoursChanged } from '@web/features/console-hours/api/get-console-hours';

/** The minimum notice, the cancellation window and the reminder lead time (issue 14), on the same settings call as the grid: PUT /api/console/booking-settings. */
export function saveBookingRules(rules: BookingRuleSettings): Promise<ConsoleHours> {
  return apiRequest<ConsoleHours>('/api/console/booking-settings', { method: 'PUT', body: rules });
}

export function useSaveBookingRules() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBookingRules, onSettled: () => hoursChanged(queryClient) });
}
