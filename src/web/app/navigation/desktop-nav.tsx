import { NavLink } from 'react-router';
import { CartNavLink } from '@web/features/cart/components/cart-nav-link';
import { primaryNavItems } from '@web/app/navigation/nav-items';
import { SiteLogo } from '@web/components/layout/site-logo';
import { useAccountNavItem, useRoleNavItems } from '@web/app/navigation/use-account-nav-item';
import styles from '@web/app/navigation/desktop-nav.module.css';
import { useLingui } from '@lingui/react';

export function DesktopNav() {
  const { _ } = useLingui();
  const account = useAccountNavItem();
  const roleItems = useRoleNavItems();
  return (
    <header className={roleItems.length > 0 ? `${styles.header} ${styles.withRoleLinks}` : styles.header}>
      <div className={`container ${styles.inner}`}>
        <SiteLogo />
        <nav aria-label={_('common.nav.main')} className={styles.nav}>
          <ul className={styles.links}>
            {[...primaryNavItems, ...roleItems].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.link}>
                  {_(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className={styles.actions}>
            <li>
              <CartNavLink className={styles.cart} />
            </li>
            <li>
              <NavLink to={account.to} className={styles.account}>
                {_(account.label)}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
