import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { sessionChanged } from '@web/lib/session';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/sign-out (spec §7 call 4): ends the session and clears its cookie. */
export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** Signs out, then shows the farewell page, which forgets the session (below). */
export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await signOut();
      await navigate(paths.logoutConfirmation.getHref());
    },
  });
}

/**
 * The farewell page forgets the ended session once it is on screen: cleared any
 * earlier, the signed-in page being left would see a guest and redirect to /login.
 */
export function useForgetEndedSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void sessionChanged(queryClient);
  }, [queryClient]);
}
