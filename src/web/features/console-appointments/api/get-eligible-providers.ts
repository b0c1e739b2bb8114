import { useQuery } from '@web/lib/query';
import type { EligibleProviders } from '@shared/contracts/appointment-book';
import { apiRequest } from '@web/lib/api-client';
import { appointmentBookKey } from '@web/features/console-appointments/api/get-appointment-book';

/** GET /api/console/appointments/:id/eligible-providers: who could take it at its time. */
export const useEligibleProviders = (appointmentId: string) =>
  useQuery({
    queryKey: [...appointmentBookKey, 'eligible-providers', appointmentId],
    queryFn: ({ signal }) =>
      apiRequest<EligibleProviders>(`/api/console/appointments/${encodeURIComponent(appointmentId)}/eligible-providers`, { signal }),
    select: (data) => data.providers,
    staleTime: 0,
  });
