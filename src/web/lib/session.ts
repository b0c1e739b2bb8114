import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { setVisitMark } from '@web/lib/visit-marks';
import type { SessionUser } from '@shared/contracts/accounts';


interface SessionResponse {
  user: SessionUser;
}

/** GET /api/auth/get-session: the session cookie's user, or null for a guest (spec §7 call 5). */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser | null> {
  const session = await apiRequest<SessionResponse | null>('/api/auth/get-session', { signal });
  return session?.user ?? null;
}

/** The session's query: `useSession` reads it, and `queryClient.ensureQueryData(sessionQuery)` waits for its first answer. */
export const sessionQuery = {
  queryKey: queryKeys.session,
  queryFn: ({ signal }: { signal: AbortSignal }) => getSession({ signal }),
  staleTime: 5 * 60_000,
};

/**
 * Who is signed in. `isPending` is true until the first answer; after that `user` is
 * the user or null (a session that cannot be read counts as signed out).
 */
export function useSession(): { user: SessionUser | null; isPending: boolean } {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data ?? null, isPending };
}

/**
 * After signing in, up or out: forget everything fetched for the previous visitor and
 * wait for the new session, so a guarded screen never sees a stale answer.
 */
export async function sessionChanged(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
  if (await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 })) markSignedIn();
}

/**
 * Marks that this tab has just signed in (also before leaving for Google), so the site
 * can take on the account's language once the new session is read (lib/language.ts).
 */
export const markSignedIn = (): void => setVisitMark('signed-in');
