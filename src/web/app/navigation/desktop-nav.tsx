import { NavLink } from 'react-router';
import { CartNavLink } from '@web/features/cart/components/cart-nav-link';
import { primaryNavItems } from '@web/app/navigation/nav-items';
import { SiteLogo } from '@web/components/layout/site-logo';
import { useAccountNavItem, useProviderNavItem } from '@web/app/navigation/use-account-nav-item';
import styles from '@web/app/navigation/desktop-nav.module.css';

export function DesktopNav() {
  const account = useAccountNavItem();
  const provider = useProviderNavItem();
  return (
    <header className={provider ? `${styles.header} ${styles.withProvider}` : styles.header}>
      <div className={`container ${styles.inner}`}>
        <SiteLogo />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            {primaryNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.link}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {provider && (
              <li>
                <NavLink to={provider.to} className={styles.link}>
                  {provider.label}
                </NavLink>
              </li>
            )}
          </ul>
          <ul className={styles.actions}>
            <li>
              <CartNavLink className={styles.cart} />
            </li>
            <li>
              <NavLink to={account.to} className={styles.account}>
                {account.label}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
