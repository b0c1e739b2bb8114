import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookSeriesBody, Series } from '@shared/contracts/booking-series';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * POST /api/appointment-series (issue 29): 201 with every visit booked, or nothing booked
 * and 409 SERIES_VISIT_TAKEN naming the visit taken since the preview. Idempotent like a
 * single booking.
 */
export function bookSeries(body: BookSeriesBody): Promise<Series> {
  return apiRequest<Series>('/api/appointment-series', { method: 'POST', body });
}

export function useBookSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSeries,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
  });
}
