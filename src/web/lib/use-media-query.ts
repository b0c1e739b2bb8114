import { useLayoutEffect, useState } from 'react';
import { isHydrating } from '@web/lib/prerendered';

/**
 * Whether a CSS media query matches now; re-renders when it starts or stops matching.
 * The server has no window and renders as if it did not match (the desktop layout, D25);
 * so does the first render over its HTML, and the next one, before paint, tells the truth.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && !isHydrating() && window.matchMedia(query).matches);
  useLayoutEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
