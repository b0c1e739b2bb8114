import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { DesktopNav } from '@web/app/navigation/desktop-nav';
import { MobileNav } from '@web/app/navigation/mobile-nav';
import { HydrateApart } from '@web/components/layout/hydrate-apart';
import { SiteFooter } from '@web/components/layout/site-footer';
import { SkipLink } from '@web/components/layout/skip-link';
import styles from '@web/app/layout.module.css';

/**
 * After a client-side navigation, move focus to the new page's content so
 * keyboard and screen-reader users start there, unless the page has already
 * focused something of its own (the shop focuses a selected product).
 */
function useFocusMainOnNavigate(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}

export function AppLayout() {
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(mainRef);

  return (
    <>
      <SkipLink targetRef={mainRef} />
      <div className={styles.progress} hidden={navigation.state === 'idle'} aria-hidden="true" />
      {/* Both, and the width shows one (their styles): right before any script runs (D25). */}
      <MobileNav />
      <HydrateApart>
        <DesktopNav />
      </HydrateApart>
      <HydrateApart>
        <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </HydrateApart>
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
      <ScrollRestoration />
    </>
  );
}
