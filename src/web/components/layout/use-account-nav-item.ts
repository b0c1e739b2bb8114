import { paths } from '@web/app/paths';
import type { NavItem } from '@web/components/layout/nav-items';

/**
 * The last navigation entry: Login for a guest, Profile when signed in (spec §2).
 * Everyone is a guest until the accounts feature supplies a session here.
 */
export function useAccountNavItem(): NavItem {
  return { label: 'Login', to: paths.login.getHref() };
}
