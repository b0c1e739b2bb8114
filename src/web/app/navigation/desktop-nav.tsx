import { NavLink } from '@web/lib/routing';
import { CartNavLink } from '@web/features/cart/components/cart-nav-link';
import { primaryNavItems } from '@web/app/navigation/nav-items';
import { StaffMenu } from '@web/app/navigation/staff-menu';
import { LanguageSwitch } from '@web/components/layout/language-switch';
import { SiteLogo } from '@web/components/layout/site-logo';
import { useAccountNavItem, useRoleNavItems } from '@web/app/navigation/use-account-nav-item';
import styles from '@web/app/navigation/desktop-nav.module.css';
import { useLingui } from '@lingui/react';

/**
 * From 768 px: one row with the logo, the spec's entries in its order, the staff entries,
 * Cart, Profile or Login, and the other language. Narrower widths show the logo's mark and
 * the cart's icon alone (their words stay their accessible names) and let a two-word entry
 * take two lines, so the row holds for every role in both languages.
 */
export function DesktopNav() {
  const { _ } = useLingui();
  const account = useAccountNavItem();
  const staffItems = useRoleNavItems();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <SiteLogo nameClassName={styles.logoName} />
        <nav aria-label={_('common.nav.main')} className={styles.nav}>
          <ul className={styles.links}>
            {primaryNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.link}>
                  {_(item.label)}
                </NavLink>
              </li>
            ))}
            {staffItems.length > 0 && (
              <li>
                <StaffMenu items={staffItems} linkClassName={styles.link} />
              </li>
            )}
          </ul>
          <ul className={styles.actions}>
            <li>
              <CartNavLink className={styles.cart} labelClassName={styles.cartLabel} />
            </li>
            <li>
              <NavLink to={account.to} className={styles.account}>
                {_(account.label)}
              </NavLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitch short className={styles.language} />
      </div>
    </header>
  );
}
