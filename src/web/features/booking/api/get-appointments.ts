import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentListResponse } from '@shared/contracts/booking';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/appointments (spec §7 call 9): the user's appointments, upcoming first (soonest first), then past. */
export function getAppointments({ signal }: { signal?: AbortSignal } = {}): Promise<AppointmentListResponse> {
  return apiRequest<AppointmentListResponse>('/api/appointments', { signal });
}

export function useAppointments() {
  return useQuery({
    queryKey: queryKeys.appointments,
    queryFn: ({ signal }) => getAppointments({ signal }),
    staleTime: 0,
    // Spec §8: a failed load is only logged; the list shows empty.
    retry: false,
    select: (data) => data.appointments,
  });
}

/** Puts the server's answer for one appointment into the cached list, in place. */
export function replaceCachedAppointment(queryClient: QueryClient, appointment: Appointment): void {
  queryClient.setQueryData<AppointmentListResponse>(queryKeys.appointments, (list) =>
    list && { appointments: list.appointments.map((a) => (a.id === appointment.id ? appointment : a)) },
  );
}
