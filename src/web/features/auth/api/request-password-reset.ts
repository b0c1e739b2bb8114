import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/auth/email-otp/request-password-reset (D14): emails a 6-digit code when the
 * account exists; the answer is the same either way.
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('/api/auth/email-otp/request-password-reset', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
