import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { CalendarFeed, CalendarFeedAddress } from '@shared/contracts/calendar-feed';
import { apiRequest } from '@web/lib/api-client';

export const calendarFeedQueryKey = ['profile', 'calendar-feed'] as const;

/** GET /api/profile/calendar-feed: whether the account has an address, and since when. */
export function getCalendarFeed({ signal }: { signal?: AbortSignal } = {}): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>('/api/profile/calendar-feed', { signal });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedQueryKey, queryFn: ({ signal }) => getCalendarFeed({ signal }), retry: false });
}

/** POST /api/profile/calendar-feed: a new address, shown this once; the one before it stops answering. */
export function replaceCalendarFeed(): Promise<CalendarFeedAddress> {
  return apiRequest<CalendarFeedAddress>('/api/profile/calendar-feed', { method: 'POST' });
}

export function useReplaceCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceCalendarFeed,
    onSuccess: (address) => queryClient.setQueryData<CalendarFeed>(calendarFeedQueryKey, { createdAt: address.createdAt }),
    onError: (error) => console.error('Replacing the calendar address failed', error),
  });
}
