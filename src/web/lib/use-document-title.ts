import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { siteConfig } from '@shared/site-config/site-config';

/** Sets the tab title to "{page} | {brand}", or the brand's own title when no page title is given. */
export function useDocumentTitle(pageTitle?: string): void {
  const { _ } = useLingui();
  const { brand, address } = siteConfig;
  const title = pageTitle
    ? _('common.documentTitleWithPage', { page: pageTitle, brand })
    : _('common.documentTitle', { brand, city: address.city, province: address.provinceName });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
