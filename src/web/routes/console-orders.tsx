import { useLingui } from '@lingui/react';
import { OrderList } from '@web/features/console-orders/components/order-list';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/orders: every customer's orders, searched and filtered. */
export function ConsoleOrdersRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.orders.title'));
  return (
    <>
      <ConsoleHeader title={_('screens.console.orders.title')} intro={_('screens.console.orders.intro')} />
      <OrderList />
    </>
  );
}
