import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation } from '@web/lib/routing';
import { DesktopNav } from '@web/app/navigation/desktop-nav';
import { MobileNav } from '@web/app/navigation/mobile-nav';
import { useScreenLoading } from '@web/app/screen-loading';
import { useScrollRestoration } from '@web/app/use-scroll-restoration';
import { PagePart } from '@web/components/layout/page-parts';
import { ScreenErrorBoundary } from '@web/components/layout/route-error';
import { SiteFooter } from '@web/components/layout/site-footer';
import { SkipLink } from '@web/components/layout/skip-link';
import styles from '@web/app/layout.module.css';

/**
 * After a client-side navigation, move focus to the new page's content so
 * keyboard and screen-reader users start there, unless the page has already
 * focused something of its own (the shop focuses a selected product).
 */
function useFocusMainOnNavigate(mainRef: RefObject<HTMLElement | null>, pathname: string) {
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}

/**
 * Reports a view of each public page shown (D27), once it is on screen; the reporter
 * comes after the first load, so it costs that load nothing.
 */
function usePageViews(pathname: string) {
  useEffect(() => {
    void import('@web/lib/analytics').then(({ reportPageView }) => reportPageView(pathname));
  }, [pathname]);
}

export function AppLayout() {
  const { pathname } = useLocation();
  const loadingScreen = useScreenLoading();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(mainRef, pathname);
  useScrollRestoration();
  usePageViews(pathname);

  return (
    <>
      <SkipLink targetRef={mainRef} />
      <div className={styles.progress} hidden={!loadingScreen} aria-hidden="true" />
      {/* Both, and the width shows one (their styles): right before any script runs (D25). */}
      <MobileNav />
      <PagePart>
        <DesktopNav />
      </PagePart>
      <PagePart>
        <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
          <ScreenErrorBoundary page={pathname}>
            <Outlet />
          </ScreenErrorBoundary>
        </main>
      </PagePart>
      <PagePart>
        <SiteFooter />
      </PagePart>
    </>
  );
}
