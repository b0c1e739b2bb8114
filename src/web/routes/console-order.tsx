import { useParams } from 'react-router';
import { Link } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { paths } from '@shared/routes/paths';
import { LoadError } from '@web/components/ui/load-error';
import { isApiClientError } from '@web/lib/api-client';
import { useConsoleOrder } from '@web/features/console-orders/api/console-orders';
import { OrderDetail } from '@web/features/console-orders/components/order-detail';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/orders/:orderId: one order, its handover and its history. */
export function ConsoleOrderRoute() {
  const { _ } = useLingui();
  const { orderId = '' } = useParams();
  const order = useConsoleOrder(orderId);
  const title = order.data ? _('screens.console.orders.orderTitle', { number: order.data.number }) : _('screens.console.orders.title');
  useDocumentTitle(title);
  const missing = isApiClientError(order.error) && (order.error.status === 404 || order.error.status === 422);

  return (
    <>
      <ConsoleHeader title={title}>
        <Link to={paths.consoleOrders.getHref()}>{_('screens.console.orders.back')}</Link>
      </ConsoleHeader>
      {missing && <p role="alert">{_('screens.console.orders.notFound')}</p>}
      {order.isError && !missing && <LoadError message={_('screens.console.orders.loadFailed')} onRetry={() => void order.refetch()} />}
      {!order.data && !order.isError && <p role="status">{_('screens.console.loading')}</p>}
      {order.data && <OrderDetail order={order.data} />}
    </>
  );
}
