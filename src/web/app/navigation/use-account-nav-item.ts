import { useQuery } from '@web/lib/query';
import { paths } from '@shared/routes/paths';
import type { NavItem } from '@web/app/navigation/nav-items';
import { getProfile } from '@web/lib/profile';
import { useSession } from '@web/lib/session';
import { queryKeys } from '@web/lib/query-keys';

/** The last navigation entry: Profile when signed in, Login otherwise (spec §2). */
export function useAccountNavItem(): NavItem {
  const { user } = useSession();
  return user ? { label: 'common.nav.profile', to: paths.profile.getHref() } : { label: 'common.nav.login', to: paths.login.getHref() };
}

/**
 * The links of the account's roles, after the spec's entries: a provider's dashboard, an
 * owner's console; none for anyone else. The server guards both areas; this only shows the way.
 */
export function useRoleNavItems(): NavItem[] {
  const { user } = useSession();
  const profile = useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => getProfile({ signal }),
    enabled: user !== null,
  });
  if (!user || !profile.data) return [];
  return [
    ...(profile.data.isProvider ? [{ label: 'common.nav.dashboard', to: paths.providerDashboard.getHref() }] : []),
    ...(profile.data.isOwner ? [{ label: 'common.nav.console', to: paths.consoleOverview.getHref() }] : []),
  ];
}
