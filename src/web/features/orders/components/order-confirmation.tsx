import { useEffect, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Order, OrderStatus } from '@shared/contracts/orders';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { OrderLines } from '@web/features/orders/components/order-lines';
import { formatOrderDate } from '@web/features/orders/lib/order-date';
import styles from '@web/features/orders/components/order.module.css';
import { queryKeys } from '@web/lib/query-keys';

const headings: Record<OrderStatus, string> = {
  paid: 'Thank you for your order!',
  pending: 'Confirming your payment',
  cancelled: 'Checkout cancelled',
  expired: 'Checkout expired',
};

const statusNames: Record<OrderStatus, string> = {
  paid: 'Paid',
  pending: 'Awaiting payment confirmation',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

interface OrderConfirmationProps {
  order: Order;
  email: string;
  /** Pending, and the page has stopped asking by itself. */
  stillPending: boolean;
  onCheckAgain: () => void;
}

/** /orders/{id} (D17): where the customer lands after paying, with a clear word for every state. */
export function OrderConfirmation({ order, email, stillPending, onCheckAgain }: OrderConfirmationProps) {
  const queryClient = useQueryClient();
  const paid = order.status === 'paid';
  const detailsHeadingId = useId();

  // Paying took the bought items out of the cart on the server, and added a past order.
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders, predicate: (query) => query.queryKey[1] !== order.id });
  }, [paid, order.id, queryClient]);

  return (
    <>
      <h1>{headings[order.status]}</h1>
      <div role="status" className={`${styles.lead} ${styles[order.status]}`}>
        <LeadText status={order.status} email={email} stillPending={stillPending} />
      </div>
      {order.status === 'pending' && stillPending && (
        <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={onCheckAgain}>
          Check again
        </button>
      )}

      <dl className={styles.meta}>
        <div>
          <dt>Order number</dt>
          <dd className={styles.orderNumber}>{order.id}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </dd>
        </div>
        {order.paidAt && (
          <div>
            <dt>Paid</dt>
            <dd>
              <time dateTime={order.paidAt}>{formatOrderDate(order.paidAt)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>Status</dt>
          <dd>{statusNames[order.status]}</dd>
        </div>
      </dl>

      <section className={styles.panel} aria-labelledby={detailsHeadingId}>
        <h2 id={detailsHeadingId} className={styles.panelTitle}>
          Order details
        </h2>
        <OrderLines order={order} />
      </section>

      <div className={styles.actions}>
        {(order.status === 'cancelled' || order.status === 'expired') && (
          <Link to={paths.cart.getHref()} className={buttonClass('primary')}>
            Back to your cart
          </Link>
        )}
        <Link to={paths.shop.getHref()} className={buttonClass(paid ? 'primary' : 'outline')}>
          Continue Shopping
        </Link>
        <Link to={paths.profile.getHref()} className={buttonClass('outline')}>
          Go to Profile
        </Link>
      </div>
    </>
  );
}

function LeadText({ status, email, stillPending }: { status: OrderStatus; email: string; stillPending: boolean }) {
  switch (status) {
    case 'paid':
      return (
        <p>
          Your payment was received. A receipt is on its way to <strong>{email}</strong>.
        </p>
      );
    case 'pending':
      return stillPending ? (
        <p>This is taking longer than usual. Your payment may still be processing; check again in a moment.</p>
      ) : (
        <p>We're waiting for the payment to be confirmed. This page updates by itself.</p>
      );
    case 'cancelled':
      return <p>This checkout was cancelled and no payment was taken. Your cart was left as it was.</p>;
    case 'expired':
      return <p>This checkout expired before it was paid, so no payment was taken. Your cart was left as it was.</p>;
  }
}
