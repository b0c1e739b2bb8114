import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseAccountBody, CloseAccountResponse } from '@shared/contracts/privacy';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/profile/close (issue 30 item 4): the account's personal data goes, its orders stay anonymous. */
export function closeAccount(body: CloseAccountBody): Promise<CloseAccountResponse> {
  return apiRequest<CloseAccountResponse>('/api/profile/close', { method: 'POST', body });
}

export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAccount,
    // The session ended with the account: nothing cached about it may show again.
    onSuccess: () => queryClient.clear(),
  });
}
