import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '@shared/routes/page-head';

/**
 * While the server renders a page (D25): where a screen writes what its <head> says, and
 * the site's own address (BASE_URL) for the absolute URLs in it. None in the browser.
 */
export const RenderedHead = createContext<{ origin: string; set: (head: PageHead) => void } | null>(null);

/**
 * A screen's <head> beyond its title (issue 28): on the server, all of it (search engines
 * and link previews read the page as served); in the browser, the description, which a
 * visitor's tab keeps while they move between screens. `make` is given the site's address.
 */
export function usePageHead(make: (origin: string) => PageHead): void {
  const rendered = useContext(RenderedHead);
  const head = make(rendered?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin));
  rendered?.set(head);
  const { description } = head;
  useEffect(() => {
    if (description === undefined) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
