import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@shared/contracts/accounts';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PUT /api/profile/reminders (issue 29): whether the account is mailed when a visit is due again. */
export function setRemindWhenDue(remindWhenDue: boolean): Promise<{ remindWhenDue: boolean }> {
  return apiRequest<{ remindWhenDue: boolean }>('/api/profile/reminders', { method: 'PUT', body: { remindWhenDue } });
}

export function useSetRemindWhenDue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRemindWhenDue,
    onSuccess: ({ remindWhenDue }) =>
      queryClient.setQueryData<UserProfile>(queryKeys.profile, (profile) => (profile ? { ...profile, remindWhenDue } : profile)),
    onError: (error) => console.error('Saving the reminder setting failed', error),
  });
}
