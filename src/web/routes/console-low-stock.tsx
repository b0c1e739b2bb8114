import { useLingui } from '@lingui/react';
import { LowStockList } from '@web/features/console-products/components/low-stock-list';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/low-stock (issue 28): the variants to reorder, each a link to its product. */
export function ConsoleLowStockRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.lowStock.title'));
  return (
    <>
      <ConsoleHeader title={_('screens.console.lowStock.title')} intro={_('screens.console.lowStock.intro')} />
      <LowStockList />
    </>
  );
}
