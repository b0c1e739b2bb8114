import { useMutation, useQueryClient } from '@tanstack/react-query';
import { petsChanged } from '@web/features/pets/api/get-pets';
import { apiRequest, isApiClientError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** DELETE /api/pets/:petId: 204. */
export function deletePet(petId: string): Promise<void> {
  return apiRequest<void>(`/api/pets/${encodeURIComponent(petId)}`, { method: 'DELETE' });
}

export function useDeletePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePet,
    onSuccess: (_nothing, petId) => petsChanged(queryClient, (pets) => pets.filter((pet) => pet.id !== petId)),
    // Spec §8: a failed delete is only logged; the list stays as it was, unless the pet
    // is already gone (removed in another tab), when the list is read again.
    onError: (error) => {
      console.error('Removing the pet failed', error);
      if (isApiClientError(error) && error.status === 404) void queryClient.invalidateQueries({ queryKey: queryKeys.pets });
    },
  });
}
