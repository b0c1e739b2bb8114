import type { AvailabilityResponse } from '@shared/contracts/booking';
import type { OwnerFreeTimesQuery } from '@shared/contracts/owner-booking';
import { apiRequest } from '@web/lib/api-client';
import { useQuery } from '@web/lib/query';
import { appointmentBookKey } from '@web/features/console-appointments/api/get-appointment-book';

/** GET /api/console/bookings/free-times: the free times that date for the pet's length of the service, with the provider or anyone. */
export const useBookingTimes = (query: OwnerFreeTimesQuery | undefined) =>
  useQuery({
    queryKey: [...appointmentBookKey, 'booking-times', query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(Object.entries(query!).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
      return apiRequest<AvailabilityResponse>(`/api/console/bookings/free-times?${params.toString()}`, { signal });
    },
    enabled: query !== undefined,
    staleTime: 0,
    retry: false,
  });
