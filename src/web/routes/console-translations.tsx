import { useLingui } from '@lingui/react';
import { TranslationList } from '@web/features/console-translations/components/translation-list';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/translations: the shop's own words in every language, and what is still missing (issue 16). */
export function ConsoleTranslationsRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.translations.title'));
  return (
    <>
      <ConsoleHeader title={_('screens.console.translations.title')} intro={_('screens.console.translations.intro')} />
      <TranslationList />
    </>
  );
}
