import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vaccination, VaccinationBody } from '@shared/contracts/vaccinations';
import { vaccinationsQueryKey } from '@web/features/pets/api/get-vaccinations';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/pets/:petId/vaccinations: 201 with the record; 422 with field errors. */
export function addVaccination({ petId, body }: { petId: string; body: VaccinationBody }): Promise<Vaccination> {
  return apiRequest<Vaccination>(`/api/pets/${encodeURIComponent(petId)}/vaccinations`, { method: 'POST', body });
}

export function useAddVaccination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVaccination,
    onSuccess: (_record, { petId }) => {
      void queryClient.invalidateQueries({ queryKey: vaccinationsQueryKey(petId) });
      // The booking wizard's vaccine check asks the server again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
  });
}
