import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pet, PetBody } from '@shared/contracts/pets';
import { petsChanged } from '@web/features/pets/api/get-pets';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/pets: 201 with the new pet; 422 with field errors; 409 at the per-user limit; 401 signed out. */
export function addPet(body: PetBody): Promise<Pet> {
  return apiRequest<Pet>('/api/pets', { method: 'POST', body });
}

export function useAddPet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPet,
    onSuccess: (pet) => petsChanged(queryClient, (pets) => [...pets, pet]),
  });
}
