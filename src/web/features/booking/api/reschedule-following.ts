import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RescheduleBody } from '@shared/contracts/booking';
import type { ChangedVisits } from '@shared/contracts/booking-series';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * PATCH /api/appointments/:id/following (issue 29): this visit to the new date and time, and
 * every later one of its series shifted by as many days, all or none (409 naming a visit).
 */
export function rescheduleFollowing(appointmentId: string, body: RescheduleBody): Promise<ChangedVisits> {
  return apiRequest<ChangedVisits>(`/api/appointments/${encodeURIComponent(appointmentId)}/following`, { method: 'PATCH', body });
}

export function useRescheduleFollowing(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleBody) => rescheduleFollowing(appointmentId, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
  });
}
