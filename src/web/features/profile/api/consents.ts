import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { ConsentChoicesBody, ConsentState } from '@shared/contracts/consents';
import { apiRequest } from '@web/lib/api-client';

export const consentsQueryKey = ['profile', 'consents'] as const;

/** GET /api/profile/consents (issue 30): the account's choices about news mail and text reminders. */
export function getConsents({ signal }: { signal?: AbortSignal } = {}): Promise<ConsentState> {
  return apiRequest<ConsentState>('/api/profile/consents', { signal });
}

export const useConsents = () => useQuery({ queryKey: consentsQueryKey, queryFn: getConsents });

/** PUT /api/profile/consents: the choices now; the server records what changed. */
export function useSaveConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: ConsentChoicesBody) => apiRequest<ConsentState>('/api/profile/consents', { method: 'PUT', body: choices }),
    onSuccess: (state) => queryClient.setQueryData(consentsQueryKey, state),
  });
}
