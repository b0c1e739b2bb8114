import { useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse } from '@shared/contracts/booking';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/availability: a day's 16 slots for a service, each available or not (D7). */
export function getAvailability(
  { serviceId, date }: { serviceId: string; date: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<AvailabilityResponse> {
  const query = new URLSearchParams({ serviceId, date });
  return apiRequest<AvailabilityResponse>(`/api/availability?${query.toString()}`, { signal });
}

/** The day's slots once both a service and a bookable date are chosen; always fresh, others book too. */
export function useAvailability(serviceId: string, date: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.availability, serviceId, date],
    queryFn: ({ signal }) => getAvailability({ serviceId, date: date! }, { signal }),
    enabled: serviceId !== '' && date !== undefined,
    staleTime: 0,
    select: (data) => data.slots,
  });
}
