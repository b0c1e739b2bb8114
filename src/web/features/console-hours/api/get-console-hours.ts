import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { ConsoleHours } from '@shared/contracts/hours';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { affectedAppointmentsKey } from '@web/features/console-hours/api/get-affected-appointments';
import { staffKey } from '@web/features/console-hours/api/get-staff';

export const consoleHoursKey = ['console', 'hours'] as const;

/** GET /api/console/hours: the shop's opening hours, closures and booking grid. */
export function getConsoleHours({ signal }: { signal?: AbortSignal } = {}): Promise<ConsoleHours> {
  return apiRequest<ConsoleHours>('/api/console/hours', { signal });
}

export function useConsoleHours() {
  return useQuery({ queryKey: consoleHoursKey, queryFn: getConsoleHours });
}

/**
 * After any change to the shop's or a provider's hours, or to an appointment they no
 * longer fit (asked whether it succeeded or not): the console's lists, the public hours,
 * and the slots and rules customers see are read again.
 */
export function hoursChanged(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [consoleHoursKey, staffKey, affectedAppointmentsKey, queryKeys.shopHours, queryKeys.availability, queryKeys.appointments, queryKeys.bookingRules].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
