import { useId } from 'react';
import { NavLink } from '@web/lib/routing';
import { CartNavLink } from '@web/features/cart/components/cart-nav-link';
import { primaryNavItems } from '@web/app/navigation/nav-items';
import { LanguageSwitch } from '@web/components/layout/language-switch';
import { SiteLogo } from '@web/components/layout/site-logo';
import { PagePart } from '@web/components/layout/page-parts';
import { useAccountNavItem, useRoleNavItems } from '@web/app/navigation/use-account-nav-item';
import { useMenuDisclosure } from '@web/app/navigation/use-menu-disclosure';
import styles from '@web/app/navigation/mobile-nav.module.css';
import { useLingui } from '@lingui/react';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** Below 768 px: a fixed bar with the logo and a menu toggle, plus the spec's 75 px spacer. */
export function MobileNav() {
  const { _ } = useLingui();
  const { open, setOpen, containerRef: headerRef, toggleRef } = useMenuDisclosure();
  const menuId = useId();
  const account = useAccountNavItem();
  const roleItems = useRoleNavItems();

  const close = () => setOpen(false);

  return (
    <>
      <PagePart>
        <header ref={headerRef} className={styles.bar}>
          <div className={styles.inner}>
            <SiteLogo onNavigate={close} />
            <LanguageSwitch short className={styles.language} />
            <nav aria-label={_('common.nav.main')}>
              <button
                ref={toggleRef}
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={menuId}
                onClick={() => setOpen((isOpen) => !isOpen)}
              >
                <MenuIcon open={open} />
                <span>{_('common.nav.menu')}</span>
              </button>
              <ul id={menuId} className={styles.menu} hidden={!open}>
                {[...primaryNavItems, ...roleItems].map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={styles.item} onClick={close}>
                      {_(item.label)}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <CartNavLink className={styles.item} onNavigate={close} />
                </li>
                <li>
                  <NavLink to={account.to} className={styles.item} onClick={close}>
                    {_(account.label)}
                  </NavLink>
                </li>
              </ul>
            </nav>
          </div>
        </header>
      </PagePart>
      <div className={styles.spacer} aria-hidden="true" data-testid="mobile-nav-spacer" />
    </>
  );
}
