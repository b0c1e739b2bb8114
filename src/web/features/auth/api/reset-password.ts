import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionChanged } from '@web/lib/session';
import { apiRequest } from '@web/lib/api-client';

export interface PasswordReset {
  email: string;
  /** The 6-digit code from the email. */
  otp: string;
  password: string;
}

/**
 * POST /api/auth/email-otp/reset-password (D14): sets the new password with the emailed
 * code. Every session of the account ends, this browser's included.
 */
export function resetPassword(reset: PasswordReset): Promise<unknown> {
  return apiRequest('/api/auth/email-otp/reset-password', { method: 'POST', body: reset });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reset: PasswordReset) => {
      await resetPassword(reset);
      await sessionChanged(queryClient);
    },
  });
}
