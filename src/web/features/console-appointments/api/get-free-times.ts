import { useQuery } from '@web/lib/query';
import type { AvailabilityResponse } from '@shared/contracts/booking';
import { apiRequest } from '@web/lib/api-client';
import { appointmentBookKey } from '@web/features/console-appointments/api/get-appointment-book';

/** GET /api/console/appointments/:id/free-times?date=: its own provider's free times that day (booking's availability). */
export const useFreeTimes = (appointmentId: string, date: string) =>
  useQuery({
    queryKey: [...appointmentBookKey, 'free-times', appointmentId, date],
    queryFn: ({ signal }) =>
      apiRequest<AvailabilityResponse>(
        `/api/console/appointments/${encodeURIComponent(appointmentId)}/free-times?${new URLSearchParams({ date }).toString()}`,
        { signal },
      ),
    enabled: date !== '',
    select: (data) => data.slots,
    staleTime: 0,
    retry: false,
  });
