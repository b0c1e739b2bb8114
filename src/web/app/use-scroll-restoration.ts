import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@web/lib/routing';

const STORAGE_KEY = 'pet-haven-scroll';
let positions: Map<string, number> | undefined;

/** Where the visitor was on each page of this tab's history, kept across reloads for its session. */
function knownPositions(): Map<string, number> {
  if (!positions) {
    try {
      positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>);
    } catch {
      positions = new Map();
    }
  }
  return positions;
}

/**
 * Where the window scrolls after a navigation inside the app: a new page starts at its top
 * (or at the element its #hash names), and Back or Forward returns to where the visitor
 * was on that page, after a reload too.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location.key);

  // Noted as the visitor scrolls: by the time a navigation is known, the next page may be drawn.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const note = () => knownPositions().set(shown.current, window.scrollY);
    const keep = () => {
      note();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...knownPositions()].slice(-50)));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    addEventListener('scroll', note, { passive: true });
    addEventListener('pagehide', keep);
    return () => {
      removeEventListener('scroll', note);
      removeEventListener('pagehide', keep);
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    if (navigationType === 'POP') {
      window.scrollTo(0, knownPositions().get(location.key) ?? 0);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
