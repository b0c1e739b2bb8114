import { useQuery } from '@web/lib/query';
import type { AvailabilityResponse } from '@shared/contracts/booking';
import type { PetCoat, PetSize } from '@shared/contracts/pet-care';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/availability: a day's 16 slots for a service, each available or not (D7). */
export function getAvailability(
  { serviceId, date, looks = {} }: { serviceId: string; date: string; looks?: PetLooks },
  { signal }: { signal?: AbortSignal } = {},
): Promise<AvailabilityResponse> {
  const query = new URLSearchParams({ serviceId, date });
  if (looks.size) query.set('size', looks.size);
  if (looks.coat) query.set('coat', looks.coat);
  return apiRequest<AvailabilityResponse>(`/api/availability?${query.toString()}`, { signal });
}

/** The pet's size and coat, which may make the service longer (issue 14): the slots fit it. */
export interface PetLooks {
  size?: PetSize | null | undefined;
  coat?: PetCoat | null | undefined;
}

/** The day's slots once both a service and a bookable date are chosen; always fresh, others book too. */
export function useAvailability(serviceId: string, date: string | undefined, looks: PetLooks = {}) {
  return useQuery({
    // A pet of no particular size or coat keeps the key the slots always had.
    queryKey: [...queryKeys.availability, serviceId, date, ...(looks.size || looks.coat ? [looks.size ?? '', looks.coat ?? ''] : [])],
    queryFn: ({ signal }) => getAvailability({ serviceId, date: date!, looks }, { signal }),
    enabled: serviceId !== '' && date !== undefined,
    staleTime: 0,
    select: (data) => data.slots,
  });
}
