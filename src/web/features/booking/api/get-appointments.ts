import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { Appointment, AppointmentPage, LastBookedResponse } from '@shared/contracts/booking';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Every list of the user's appointments (all of them, or one pet's) sits under this key. */
const appointmentListsKey = [...queryKeys.appointments, 'list'] as const;
const lastBookedKey = [...queryKeys.appointments, 'last-booked'] as const;

/**
 * GET /api/appointments (spec §7 call 9, issue 15): a page of the user's appointments,
 * upcoming soonest first, then, page by page, the older ones latest first; one pet's when
 * `petId` is given. The first page asks for no more than the server's default.
 */
export function getAppointmentPage({ cursor, petId, signal }: { cursor?: string; petId?: string; signal?: AbortSignal }): Promise<AppointmentPage> {
  const params = new URLSearchParams();
  if (petId) params.set('petId', petId);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest<AppointmentPage>(`/api/appointments${query ? `?${query}` : ''}`, { signal });
}

export interface LoadedAppointments {
  appointments: Appointment[];
  /** The next page holds appointments that have started or passed ("Show older appointments"). */
  nextIsOlder: boolean;
}

/** The pages read so far, as one list; `fetchNextPage` reads the next while `hasNextPage`. */
export function useAppointments({ petId }: { petId?: string } = {}) {
  return useInfiniteQuery({
    queryKey: [...appointmentListsKey, { petId: petId ?? null }],
    queryFn: ({ pageParam, signal }) => getAppointmentPage({ cursor: pageParam, petId, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    // Spec §8: a failed load is only logged; the list shows empty.
    retry: false,
    select: (data): LoadedAppointments => ({
      appointments: data.pages.flatMap((page) => page.appointments),
      nextIsOlder: data.pages.at(-1)?.nextIsOlder ?? false,
    }),
  });
}

/** GET /api/appointments/last-booked: the profile's recent activity (spec §2: the appointment booked last, by createdAt). */
export function useLastBookedAppointment() {
  return useQuery({
    queryKey: lastBookedKey,
    queryFn: ({ signal }) => apiRequest<LastBookedResponse>('/api/appointments/last-booked', { signal }),
    staleTime: 0,
    retry: false,
    select: (data) => data.appointment,
  });
}

/** Changes one appointment in every cached page of every list (and in the recent activity), in place; `null` removes it. */
export function updateCachedAppointment(queryClient: QueryClient, appointmentId: string, change: Appointment | null): void {
  queryClient.setQueriesData<InfiniteData<AppointmentPage>>({ queryKey: appointmentListsKey }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        appointments: page.appointments.flatMap((a) => (a.id !== appointmentId ? [a] : change ? [change] : [])),
      })),
    },
  );
  queryClient.setQueryData<LastBookedResponse>(lastBookedKey, (last) =>
    last?.appointment?.id === appointmentId ? { appointment: change } : last,
  );
  // The recent activity shows the appointment booked last: after a delete, another one is.
  if (!change) void queryClient.invalidateQueries({ queryKey: lastBookedKey });
}

/** Puts the server's answer for one appointment into the cached lists, in place. */
export function replaceCachedAppointment(queryClient: QueryClient, appointment: Appointment): void {
  updateCachedAppointment(queryClient, appointment.id, appointment);
}
