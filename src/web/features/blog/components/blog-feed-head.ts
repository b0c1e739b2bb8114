import { useLingui } from '@lingui/react';
import { localizedPath, type Locale } from '@shared/i18n/locales';
import { usePageHead } from '@web/lib/page-head';

/** The blog's Atom feed in the page's language (/blog/feed.xml, /fr/blog/feed.xml), named in the page's head (issue 30). */
export function useBlogFeedHead(description?: string): void {
  const { _, i18n } = useLingui();
  const href = localizedPath(i18n.locale as Locale, '/blog/feed.xml');
  const title = _('common.blogFeed');
  usePageHead((origin) => ({ ...(description === undefined ? {} : { description }), feed: { href: `${origin}${href}`, title } }));
}
