import { Navigate } from 'react-router';
import { Outlet, useLocation } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { useSession } from '@web/lib/session';
import { useAccountLanguage } from '@web/lib/use-account-language';
import { FullScreenStatus } from '@web/components/access/full-screen-status';
import { useLingui } from '@lingui/react';

/**
 * The access guard (spec §2) for the signed-in screens below it: a full-screen
 * 'Loading' until the session is known, then the screen, or /login with the current
 * path (and query) as `from`. `replace` swaps the history entry instead (the cart's rule).
 * It also keeps the account's language and the page's one (ADR 0015).
 */
export function RequireSession({ replace = false }: { replace?: boolean }) {
  const { _ } = useLingui();
  const { user, isPending } = useSession();
  const { pathname, search } = useLocation();
  useAccountLanguage();

  if (isPending) return <FullScreenStatus text={_('screens.session.loading')} />;
  if (!user) return <Navigate to={paths.login.getHref()} replace={replace} state={{ from: `${pathname}${search}` }} />;
  return <Outlet />;
}
