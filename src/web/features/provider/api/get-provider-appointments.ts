import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ProviderAppointment, ProviderAppointmentPage } from '@shared/contracts/providers';
import { providerQueryKey } from '@web/features/provider/api/get-provider-me';
import { apiRequest } from '@web/lib/api-client';

export const providerAppointmentsQueryKey = [...providerQueryKey, 'appointments'] as const;

/**
 * GET /api/provider/appointments (spec §7 call 11, issue 15): a page of the appointments
 * assigned to this provider, upcoming soonest first, then, page by page, older latest first.
 */
export function getProviderAppointments({ cursor, signal }: { cursor?: string; signal?: AbortSignal } = {}): Promise<ProviderAppointmentPage> {
  return apiRequest<ProviderAppointmentPage>(`/api/provider/appointments${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });
}

/** The pages read so far, as one list; `fetchNextPage` reads the next while `hasNextPage`. */
export function useProviderAppointments() {
  return useInfiniteQuery({
    queryKey: providerAppointmentsQueryKey,
    queryFn: ({ pageParam, signal }) => getProviderAppointments({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    select: (data) => ({
      appointments: data.pages.flatMap((page) => page.appointments),
      /** The next page holds appointments that have started or passed. */
      nextIsOlder: data.pages.at(-1)?.nextIsOlder ?? false,
    }),
  });
}

/** Puts the server's answer after a status change into the cached pages (spec §4: the list updates after the write). */
export function replaceCachedProviderAppointment(queryClient: QueryClient, appointment: ProviderAppointment): void {
  queryClient.setQueryData<InfiniteData<ProviderAppointmentPage>>(providerAppointmentsQueryKey, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, appointments: page.appointments.map((a) => (a.id === appointment.id ? appointment : a)) })),
    },
  );
}
