import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when it starts or stops matching.
 * The server has no window and renders as if it did not match (the desktop layout, D25);
 * React takes over its HTML with the same answer and then asks the browser.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
