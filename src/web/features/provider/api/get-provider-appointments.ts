import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ProviderAppointment, ProviderAppointmentListResponse } from '@shared/contracts/providers';
import { providerQueryKey } from '@web/features/provider/api/get-provider-me';
import { apiRequest } from '@web/lib/api-client';

export const providerAppointmentsQueryKey = [...providerQueryKey, 'appointments'] as const;

/** GET /api/provider/appointments (spec §7 call 11): every appointment assigned to this provider, soonest first. */
export function getProviderAppointments({ signal }: { signal?: AbortSignal } = {}): Promise<ProviderAppointmentListResponse> {
  return apiRequest<ProviderAppointmentListResponse>('/api/provider/appointments', { signal });
}

export function useProviderAppointments() {
  return useQuery({
    queryKey: providerAppointmentsQueryKey,
    queryFn: ({ signal }) => getProviderAppointments({ signal }),
    staleTime: 0,
  });
}

/** Puts the server's answer after a status change into the cached list (spec §4: the list updates after the write). */
export function replaceCachedProviderAppointment(queryClient: QueryClient, appointment: ProviderAppointment): void {
  queryClient.setQueryData<ProviderAppointmentListResponse>(providerAppointmentsQueryKey, (list) =>
    list && { appointments: list.appointments.map((a) => (a.id === appointment.id ? appointment : a)) },
  );
}
