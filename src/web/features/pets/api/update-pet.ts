import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pet, PetBody } from '@shared/contracts/pets';
import { petsChanged } from '@web/features/pets/api/get-pets';
import { apiRequest, isApiClientError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PUT /api/pets/:petId (name, type, age, breed): 200 with the changed pet; 404 when it is gone. */
export function updatePet({ petId, body }: { petId: string; body: PetBody }): Promise<Pet> {
  return apiRequest<Pet>(`/api/pets/${encodeURIComponent(petId)}`, { method: 'PUT', body });
}

export function useUpdatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePet,
    onSuccess: (changed) => petsChanged(queryClient, (pets) => pets.map((pet) => (pet.id === changed.id ? changed : pet))),
    // The pet was removed elsewhere: the form says the save failed, and the list is read again.
    onError: (error) => {
      if (isApiClientError(error) && error.status === 404) void queryClient.invalidateQueries({ queryKey: queryKeys.pets });
    },
  });
}
