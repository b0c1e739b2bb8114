import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { markSignedIn } from '@web/lib/session';

export interface GoogleSignIn {
  /** Where Google sends the browser back to once signed in. */
  callbackURL: string;
  /** Where it lands when sign-in fails; the server adds `?error=…`. */
  errorCallbackURL: string;
}

/**
 * POST /api/auth/sign-in/social (spec §7 call 1, D13): the server answers with Google's
 * sign-in page, and the browser goes there; Google returns it to `callbackURL`.
 */
export async function signInWithGoogle({ callbackURL, errorCallbackURL }: GoogleSignIn): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL, errorCallbackURL },
  });
  markSignedIn();
  window.location.assign(url);
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
