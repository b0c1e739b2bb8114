import { useLingui } from '@lingui/react';
import { NewsForm } from '@web/features/console-news/components/news-form';
import { NewsSends } from '@web/features/console-news/components/news-sends';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/news: write a news mail in both languages and send it; each send's counts below (issue 30). */
export function ConsoleNewsRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.news.title'));
  return (
    <>
      <ConsoleHeader title={_('screens.console.news.title')} intro={_('screens.console.news.intro')} />
      <NewsForm />
      <h2>{_('screens.console.news.sendsTitle')}</h2>
      <NewsSends />
    </>
  );
}
