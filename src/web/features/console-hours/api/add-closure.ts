import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Closure } from '@shared/contracts/hours';
import { apiRequest } from '@web/lib/api-client';
import { hoursChanged } from '@web/features/console-hours/api/get-console-hours';

/** POST /api/console/closures: closes the shop on a date. */
export function addClosure(closure: Closure): Promise<Closure> {
  return apiRequest<Closure>('/api/console/closures', { method: 'POST', body: closure });
}

export function useAddClosure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addClosure, onSettled: () => hoursChanged(queryClient) });
}
