import { NavLink } from 'react-router';
import { CartNavLink } from '@web/features/cart/components/cart-nav-link';
import { primaryNavItems } from '@web/app/navigation/nav-items';
import { LanguageSwitch } from '@web/components/layout/language-switch';
import { SiteLogo } from '@web/components/layout/site-logo';
import { useAccountNavItem, useRoleNavItems } from '@web/app/navigation/use-account-nav-item';
import styles from '@web/app/navigation/desktop-nav.module.css';
import { useLingui } from '@lingui/react';
import { defaultLocale } from '@shared/i18n/locales';

export function DesktopNav() {
  const { _, i18n } = useLingui();
  const account = useAccountNavItem();
  const roleItems = useRoleNavItems();
  // A role's extra entry, or another language's longer words, take the compact sizes.
  const compact = roleItems.length > 0 || i18n.locale !== defaultLocale;
  return (
    <header className={compact ? `${styles.header} ${styles.withRoleLinks}` : styles.header}>
      <div className={`container ${styles.inner}`}>
        <SiteLogo />
        <div className={styles.end}>
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
          <LanguageSwitch short className={styles.language} />
        </div>
      </div>
    </header>
  );
}
