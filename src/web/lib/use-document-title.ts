import { useEffect } from 'react';
import { siteConfig } from '@shared/site-config/site-config';

/** Sets the tab title to "{page} | {brand}", or the brand's own title when no page title is given. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle
      ? `${pageTitle} | ${siteConfig.brand}`
      : `${siteConfig.brand} | Pet shop and pet care in ${siteConfig.address.city}, ${siteConfig.address.provinceName}`;
  }, [pageTitle]);
}
