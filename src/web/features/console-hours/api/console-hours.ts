import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingRuleSettings } from '@shared/contracts/booking-rules';
import type { AffectedAppointment, Closure, ConsoleHours, StaffMember, TimeOff, WeeklyInterval } from '@shared/contracts/hours';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * The console's hours and staff screens: the shop's week, closures and booking grid
 * (/api/console/hours…), providers' hours and time off (/api/console/staff…), and the
 * appointments those no longer fit. Every change refreshes what depends on it: the
 * affected list, the public hours, and the slots customers see.
 */

const consoleHoursKey = ['console', 'hours'] as const;
const staffKey = ['console', 'staff'] as const;
const affectedKey = ['console', 'affected-appointments'] as const;

export const useConsoleHours = () =>
  useQuery({ queryKey: consoleHoursKey, queryFn: ({ signal }) => apiRequest<ConsoleHours>('/api/console/hours', { signal }) });

export const useStaff = () =>
  useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => apiRequest<{ staff: StaffMember[] }>('/api/console/staff', { signal }),
    select: (data) => data.staff,
  });

export const useAffectedAppointments = () =>
  useQuery({
    queryKey: affectedKey,
    queryFn: ({ signal }) => apiRequest<{ appointments: AffectedAppointment[] }>('/api/console/affected-appointments', { signal }),
    select: (data) => data.appointments,
  });

/** A change to hours: the lists it affects are asked again. */
function useHoursMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all(
        [consoleHoursKey, staffKey, affectedKey, queryKeys.shopHours, queryKeys.availability, queryKeys.appointments, queryKeys.bookingRules].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useSaveOpeningHours = () =>
  useHoursMutation((intervals: WeeklyInterval[]) => apiRequest<ConsoleHours>('/api/console/hours/opening', { method: 'PUT', body: { intervals } }));

export const useSaveSlotStep = () =>
  useHoursMutation((slotStepMinutes: number) => apiRequest<ConsoleHours>('/api/console/booking-settings', { method: 'PUT', body: { slotStepMinutes } }));

/** The minimum notice, the cancellation window and the reminder lead time (issue 14), on the same settings call as the grid. */
export const useSaveBookingRules = () =>
  useHoursMutation((rules: BookingRuleSettings) => apiRequest<ConsoleHours>('/api/console/booking-settings', { method: 'PUT', body: rules }));

export const useAddClosure = () => useHoursMutation((closure: Closure) => apiRequest<Closure>('/api/console/closures', { method: 'POST', body: closure }));

export const useRemoveClosure = () =>
  useHoursMutation((date: string) => apiRequest<void>(`/api/console/closures/${encodeURIComponent(date)}`, { method: 'DELETE' }));

export const useSaveStaffHours = (providerId: number) =>
  useHoursMutation((intervals: WeeklyInterval[]) => apiRequest<unknown>(`/api/console/staff/${providerId}/hours`, { method: 'PUT', body: { intervals } }));

export const useAddTimeOff = (providerId: number) =>
  useHoursMutation((timeOff: Omit<TimeOff, 'id'>) => apiRequest<TimeOff>(`/api/console/staff/${providerId}/time-off`, { method: 'POST', body: timeOff }));

export const useRemoveTimeOff = (providerId: number) =>
  useHoursMutation((timeOffId: number) => apiRequest<void>(`/api/console/staff/${providerId}/time-off/${timeOffId}`, { method: 'DELETE' }));

export const useCancelAffected = () =>
  useHoursMutation((appointmentId: string) => apiRequest<void>(`/api/console/appointments/${appointmentId}/cancel`, { method: 'POST', body: {} }));

export const useReassign = () =>
  useHoursMutation(({ appointmentId, providerId }: { appointmentId: string; providerId: number }) =>
    apiRequest<void>(`/api/console/appointments/${appointmentId}/reassign`, { method: 'POST', body: { providerId } }),
  );
