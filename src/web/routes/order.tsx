import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { orderMessages } from '@shared/contracts/order-messages';
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

/** /orders/:orderId (signed in): the order confirmation page (D17). Another user's order is simply not found. */
export function OrderRoute() {
  const { orderId = '' } = useParams();
  const { order, stillPending } = useOrder(orderId);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const status = isApiClientError(order.error) ? order.error.status : undefined;
  const notFound = status === 404;
  const sessionEnded = status === 401;
  useDocumentTitle(notFound ? 'Order Not Found' : order.data?.status === 'paid' ? 'Order Confirmation' : 'Your Order');

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
          <h1>Order Not Found</h1>
          <p className={styles.lead}>{orderMessages.notFound}</p>
          <div className={styles.actions}>
            <Link to={paths.shop.getHref()} className={buttonClass('primary')}>
              Continue Shopping
            </Link>
            <Link to={paths.profile.getHref()} className={buttonClass('outline')}>
              Go to Profile
            </Link>
          </div>
        </>
      ) : order.isError && !sessionEnded ? (
        <>
          <h1>Your Order</h1>
          <LoadError what="your order" onRetry={() => void order.refetch()} />
        </>
      ) : (
        <>
          <h1>Your Order</h1>
          <p role="status">Loading your order...</p>
        </>
      )}
    </div>
  );
}
