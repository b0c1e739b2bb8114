import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleCategory } from '@shared/contracts/console-catalogue';
import { apiRequest } from '@web/lib/api-client';
import { servicesChanged } from '@web/features/console-services/api/get-console-services';

/** POST /api/console/service-categories: 201 with the category; 409 for a name in use; 422 with field errors. */
export function addCategory(body: { name: string; description: string }): Promise<ConsoleCategory> {
  return apiRequest<ConsoleCategory>('/api/console/service-categories', { method: 'POST', body });
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCategory, onSuccess: () => servicesChanged(queryClient) });
}
