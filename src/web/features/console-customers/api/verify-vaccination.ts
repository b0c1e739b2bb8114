import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vaccination } from '@shared/contracts/vaccinations';
import { customerQueryKey } from '@web/features/console-customers/api/get-customer';
import { apiRequest } from '@web/lib/api-client';

export interface VaccinationSubject {
  userId: string;
  petId: string;
  vaccinationId: string;
}

/** POST …/vaccinations/:id/verify (issue 14): 200 with the record, verified (again, it stays as it was). */
export function verifyVaccination({ userId, petId, vaccinationId }: VaccinationSubject): Promise<Vaccination> {
  const path = `/api/console/customers/${encodeURIComponent(userId)}/pets/${encodeURIComponent(petId)}/vaccinations/${encodeURIComponent(vaccinationId)}/verify`;
  return apiRequest<Vaccination>(path, { method: 'POST' });
}

export function useVerifyVaccination(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyVaccination,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(userId) }),
  });
}
