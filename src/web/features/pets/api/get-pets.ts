import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { Pet } from '@shared/contracts/pets';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export interface PetListResponse {
  pets: Pet[];
}

/** The profile's list, under queryKeys.pets with every other list of the user's pets. */
export const petListQueryKey = [...queryKeys.pets, 'profile'] as const;

/** GET /api/pets (spec §7 call 8): the signed-in user's pets, oldest first. */
export function getPets({ signal }: { signal?: AbortSignal } = {}): Promise<PetListResponse> {
  return apiRequest<PetListResponse>('/api/pets', { signal });
}

export function usePets() {
  return useQuery({
    queryKey: petListQueryKey,
    queryFn: ({ signal }) => getPets({ signal }),
    // Spec §8: a failed load is only logged; the list shows empty.
    retry: false,
    select: (data) => data.pets,
  });
}

/**
 * After a change the server confirmed: the profile's list shows it at once, and every
 * other list of pets (the booking wizard's) is fetched again.
 */
export function petsChanged(queryClient: QueryClient, change: (pets: Pet[]) => Pet[]): void {
  queryClient.setQueryData<PetListResponse>(petListQueryKey, (list) => list && { pets: change(list.pets) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.pets });
}
