import { createContext, useContext, useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { siteConfig } from '@shared/site-config/site-config';

/** While the server renders a page (D25), where the title its screen sets is written; none in the browser. */
export const RenderedTitle = createContext<((title: string) => void) | null>(null);

/** Sets the tab title to "{page} | {brand}", or the brand's own title when no page title is given. */
export function useDocumentTitle(pageTitle?: string): void {
  const { _ } = useLingui();
  const { brand, address } = siteConfig;
  const title = pageTitle
    ? _('common.documentTitleWithPage', { page: pageTitle, brand })
    : _('common.documentTitle', { brand, city: address.city, province: address.provinceName });
  useContext(RenderedTitle)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
