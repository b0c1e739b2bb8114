import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useSession } from '@web/lib/session';
import { useOrder } from '@web/features/orders/api/get-order';
import { OrderConfirmation } from '@web/features/orders/components/order-confirmation';
import { isApiClientError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/features/orders/components/order.module.css';
import { LoadError } from '@web/components/ui/load-error';
import { queryKeys } from '@web/lib/query-keys';
import { useLingui } from '@lingui/react';

/** /orders/:orderId (signed in): the order confirmation page (D17). Another user's order is simply not found. */
export function OrderRoute() {
  const { orderId = '' } = useParams();
  const { order, stillPending } = useOrder(orderId);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const status = isApiClientError(order.error) ? order.error.status : undefined;
  const notFound = status === 404;
  const sessionEnded = status === 401;
  const { _ } = useLingui();
  useDocumentTitle(
    _(notFound ? 'screens.order.notFoundTitle' : order.data?.status === 'paid' ? 'screens.order.confirmationTitle' : 'screens.order.yourOrder'),
  );

  // The session ended elsewhere: ask again, and the guard takes over.
  useEffect(() => {
    if (sessionEnded) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }, [sessionEnded, queryClient]);

  if (order.data) {
    return (
      <div className={`container page ${styles.page}`}>
        <OrderConfirmation
          order={order.data}
          email={user?.email ?? ''}
          stillPending={stillPending}
          onCheckAgain={() => void order.refetch()}
        />
      </div>
    );
  }

  return (
    <div className={`container page ${styles.page}`}>
      {notFound ? (
        <>
          <h1>{_('screens.order.notFoundTitle')}</h1>
          <p className={styles.lead}>{_('screens.order.notFound')}</p>
          <div className={styles.actions}>
            <Link to={paths.shop.getHref()} className={buttonClass('primary')}>
              {_('screens.cart.continueShopping')}
            </Link>
            <Link to={paths.profile.getHref()} className={buttonClass('outline')}>
              {_('screens.order.goToProfile')}
            </Link>
          </div>
        </>
      ) : order.isError && !sessionEnded ? (
        <>
          <h1>{_('screens.order.yourOrder')}</h1>
          <LoadError message={_('screens.orders.loadFailed')} onRetry={() => void order.refetch()} />
        </>
      ) : (
        <>
          <h1>{_('screens.order.yourOrder')}</h1>
          <p role="status">{_('screens.order.loading')}</p>
        </>
      )}
    </div>
  );
}
