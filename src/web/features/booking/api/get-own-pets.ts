import { useQuery } from '@tanstack/react-query';
import type { Pet } from '@shared/contracts/pets';
import { apiRequest } from '@web/lib/api-client';

interface PetListResponse {
  pets: Pet[];
}

/** GET /api/pets: the signed-in user's pets (spec §7 call 8), to prefill the wizard's pet step. */
export function getOwnPets({ signal }: { signal?: AbortSignal } = {}): Promise<PetListResponse> {
  return apiRequest<PetListResponse>('/api/pets', { signal });
}

export function useOwnPets() {
  return useQuery({
    // Under ['pets'], so whatever changes the pets also refreshes this list.
    queryKey: ['pets', 'for-booking'],
    queryFn: ({ signal }) => getOwnPets({ signal }),
    staleTime: 0,
    select: (data) => data.pets,
  });
}
