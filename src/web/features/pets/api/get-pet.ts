import { useQuery } from '@web/lib/query';
import type { Pet } from '@shared/contracts/pets';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/pets/:petId: one of the user's pets; 404 for another's or one deleted. */
export function getPet(petId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Pet> {
  return apiRequest<Pet>(`/api/pets/${encodeURIComponent(petId)}`, { signal });
}

/** Under queryKeys.pets, so a change to the user's pets reads it again. */
export function usePet(petId: string) {
  return useQuery({
    queryKey: [...queryKeys.pets, 'one', petId],
    queryFn: ({ signal }) => getPet(petId, { signal }),
    retry: false,
  });
}
