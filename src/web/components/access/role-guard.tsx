import { useEffect } from 'react';
import { Outlet, useNavigate } from '@web/lib/routing';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { paths } from '@shared/routes/paths';
import { isApiClientError } from '@web/lib/api-client';
import { FullScreenStatus } from '@web/components/access/full-screen-status';

/**
 * The guard of a role's area (spec §2 Provider guard; the owner console likewise): a
 * full-screen 'Checking authorization...' until the server answers the role's check,
 * then the screens below with what it answered as their outlet context; anyone else
 * (signed out, without the role, or a failed check, which is logged) goes to / with the
 * error 'Access denied', in place of this history entry. The server enforces the role
 * on every route; this only decides what to show.
 */
export function RoleGuard<T>({ check, role }: { check: UseQueryResult<T>; role: string }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { data, error, isFetching } = check;
  // A cached refusal is asked again before it counts: the role may have been granted since.
  const denied = !data && error !== null && !isFetching;

  useEffect(() => {
    if (!denied) return;
    const refused = isApiClientError(error) && (error.status === 401 || error.status === 403);
    if (!refused) console.error(`The ${role} check failed`, error);
    void navigate(paths.home.getHref(), { replace: true, state: { error: 'common.accessDenied' } });
  }, [denied, error, navigate, role]);

  if (!data) return <FullScreenStatus text={_('screens.access.checking')} />;
  return <Outlet context={data} />;
}
