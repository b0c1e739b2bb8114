import { useQuery } from '@web/lib/query';
import type { Vaccination } from '@shared/contracts/vaccinations';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The pet's records, under queryKeys.pets: the booking wizard's vaccine check reads them fresh from the server. */
export const vaccinationsQueryKey = (petId: string) => [...queryKeys.pets, 'vaccinations', petId] as const;

/** GET /api/pets/:petId/vaccinations (issue 14): by vaccine, the longest-lasting first. */
export function getVaccinations(petId: string, { signal }: { signal?: AbortSignal } = {}): Promise<{ vaccinations: Vaccination[] }> {
  return apiRequest<{ vaccinations: Vaccination[] }>(`/api/pets/${encodeURIComponent(petId)}/vaccinations`, { signal });
}

export function useVaccinations(petId: string) {
  return useQuery({
    queryKey: vaccinationsQueryKey(petId),
    queryFn: ({ signal }) => getVaccinations(petId, { signal }),
    select: (data) => data.vaccinations,
    retry: false,
  });
}
