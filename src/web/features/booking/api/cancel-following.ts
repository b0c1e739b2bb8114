import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangedVisits } from '@shared/contracts/booking-series';
import { isRuleRefusal } from '@web/features/booking/lib/change-rules';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/appointments/:id/cancel-following (issue 29): this visit of a series and every later Confirmed one. */
export function cancelFollowing(appointmentId: string): Promise<ChangedVisits> {
  return apiRequest<ChangedVisits>(`/api/appointments/${encodeURIComponent(appointmentId)}/cancel-following`, { method: 'POST' });
}

export function useCancelFollowing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFollowing,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
    onError: (error) => {
      if (isRuleRefusal(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.bookingRules });
      else console.error('Cancelling the visits failed', error);
    },
  });
}
