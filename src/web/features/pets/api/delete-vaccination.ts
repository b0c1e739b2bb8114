import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vaccinationsQueryKey } from '@web/features/pets/api/get-vaccinations';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** DELETE /api/pets/:petId/vaccinations/:vaccinationId: 204. */
export function deleteVaccination({ petId, vaccinationId }: { petId: string; vaccinationId: string }): Promise<void> {
  return apiRequest<void>(`/api/pets/${encodeURIComponent(petId)}/vaccinations/${encodeURIComponent(vaccinationId)}`, { method: 'DELETE' });
}

export function useDeleteVaccination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVaccination,
    onSettled: (_nothing, _error, { petId }) => {
      void queryClient.invalidateQueries({ queryKey: vaccinationsQueryKey(petId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
  });
}
