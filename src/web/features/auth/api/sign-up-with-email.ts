import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMessages } from '@shared/contracts/account-rules';
import { paths } from '@shared/routes/paths';
import { sessionChanged } from '@web/lib/session';
import type { Message } from '@shared/i18n/message';
import { apiRequest, isApiClientError } from '@web/lib/api-client';
import { MessageError, waitMessageOf } from '@web/lib/message-error';

export interface EmailSignUp {
  name: string;
  email: string;
  password: string;
  /** Issue 30's choices, unticked unless the person ticked them. */
  newsEmail?: boolean;
  reminderTexts?: boolean;
  phone?: string | null;
}

/**
 * POST /api/auth/sign-up/email (spec §7 call 3): creates the account with its display
 * name and signs it in. The verification email's link lands on the profile.
 */
export function signUpWithEmail(account: EmailSignUp): Promise<unknown> {
  return apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...account, callbackURL: paths.profile.getHref() },
  });
}

/** The spec's words for a failed registration (§8). */
export function registrationErrorMessage(error: unknown): Message {
  const wait = waitMessageOf(error);
  if (wait) return wait;
  if (!isApiClientError(error)) return accountMessages.registrationFailed;
  const { code } = error;
  if (code.startsWith('USER_ALREADY_EXISTS')) return accountMessages.emailInUse;
  if (code === 'INVALID_EMAIL' || (code === 'VALIDATION_ERROR' && (error.fields?.email !== undefined || /email/i.test(error.message)))) {
    return accountMessages.invalidEmail;
  }
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') return accountMessages.weakPassword;
  return accountMessages.registrationFailed;
}

/** Creates the account, then waits for its session; fails with an Error carrying the message to show. */
export function useSignUpWithEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: EmailSignUp) => {
      try {
        await signUpWithEmail(account);
      } catch (error) {
        throw new MessageError(registrationErrorMessage(error), { cause: error });
      }
      await sessionChanged(queryClient);
    },
  });
}
