import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { hoursChanged } from '@web/features/console-hours/api/get-console-hours';

/** DELETE /api/console/closures/:date: opens again on a closed date. */
export function removeClosure(date: string): Promise<void> {
  return apiRequest<void>(`/api/console/closures/${encodeURIComponent(date)}`, { method: 'DELETE' });
}

export function useRemoveClosure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeClosure, onSettled: () => hoursChanged(queryClient) });
}
