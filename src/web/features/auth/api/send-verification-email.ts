import { useMutation } from '@tanstack/react-query';
import { paths } from '@shared/routes/paths';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/send-verification-email: a new confirmation link, landing on the profile. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return apiRequest('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: paths.profile.getHref() },
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
