import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMessages } from '@shared/contracts/account-rules';
import { waitValues } from '@shared/contracts/rate-limits';
import { message, type Message } from '@shared/i18n/message';
import { sessionChanged } from '@web/lib/session';
import { lookUpEmail } from '@web/lib/email-lookup';
import { apiRequest, isApiClientError } from '@web/lib/api-client';
import { MessageError } from '@web/lib/message-error';

export interface EmailSignIn {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email (spec §7 call 2): sets the session cookie. */
export function signInWithEmail(credentials: EmailSignIn): Promise<unknown> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: credentials });
}

/**
 * The spec's words for a failed sign-in (§8). The server answers 401 alike for a wrong
 * password and an unknown email, so the email lookup tells them apart (D15); when the
 * lookup itself fails, the message stays the general one.
 */
export async function loginErrorMessage(
  error: unknown,
  email: string,
  findSignInMethods: (email: string) => Promise<readonly string[]> = lookUpEmail,
): Promise<Message> {
  if (!isApiClientError(error)) return accountMessages.loginFailed;
  if (error.status === 429) {
    // The spec's words, and how long to wait when the server said.
    return error.retryAfterSeconds === null
      ? accountMessages.tooManyAttempts
      : message('errors.signInRateLimited', waitValues(error.retryAfterSeconds));
  }
  if ((error.status === 400 || error.status === 422) && (error.code === 'VALIDATION_ERROR' || error.code === 'INVALID_EMAIL')) {
    return accountMessages.invalidCredentials;
  }
  if (error.status !== 401) return accountMessages.loginFailed;
  const methods = await findSignInMethods(email).catch(() => null);
  return methods?.length === 0 ? accountMessages.userNotFound : accountMessages.invalidCredentials;
}

/** Signs in, then waits for the new session; fails with an Error carrying the message to show. */
export function useSignInWithEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: EmailSignIn) => {
      try {
        await signInWithEmail(credentials);
      } catch (error) {
        throw new MessageError(await loginErrorMessage(error, credentials.email), { cause: error });
      }
      await sessionChanged(queryClient);
    },
  });
}
