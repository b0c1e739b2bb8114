import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CartNavLink } from '@web/features/cart/components/cart-nav-link';
import { primaryNavItems } from '@web/app/navigation/nav-items';
import { LanguageSwitch } from '@web/components/layout/language-switch';
import { SiteLogo } from '@web/components/layout/site-logo';
import { HydrateApart } from '@web/components/layout/hydrate-apart';
import { useAccountNavItem, useRoleNavItems } from '@web/app/navigation/use-account-nav-item';
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const account = useAccountNavItem();
  const roleItems = useRoleNavItems();
  const location = useLocation();

  // Any navigation (a menu pick, the logo, Back) closes the menu.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <HydrateApart>
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
      </HydrateApart>
      <div className={styles.spacer} aria-hidden="true" data-testid="mobile-nav-spacer" />
    </>
  );
}
