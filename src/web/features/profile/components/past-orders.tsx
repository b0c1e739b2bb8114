import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { usePastOrders } from '@web/features/profile/api/get-past-orders';
import { formatShopDay, itemCountLabel } from '@web/features/profile/lib/profile-activity';
import styles from '@web/features/profile/components/profile-sections.module.css';

/** The paid orders, newest first (D17): date, order number, item count and total, each opening its order. */
export function PastOrders() {
  const orders = usePastOrders();

  useEffect(() => {
    if (orders.isError) console.error('Loading the past orders failed', orders.error);
  }, [orders.isError, orders.error]);

  const list = orders.data ?? [];

  return (
    <section className={styles.section} aria-labelledby="past-orders-heading">
      <h2 id="past-orders-heading" className={styles.title}>
        Past Orders
      </h2>
      {orders.isPending ? (
        <p role="status" className={styles.muted}>
          Loading your orders...
        </p>
      ) : orders.isError ? (
        <div className={styles.empty}>
          <p>We couldn't load your orders right now.</p>
          <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => void orders.refetch()}>
            Try again
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <p>You have no orders yet.</p>
          <Link to={paths.shop.getHref()} className={buttonClass('primary', { size: 'small' })}>
            Browse the Shop
          </Link>
        </div>
      ) : (
        <ul className={styles.orders}>
          {list.map((order) => {
            const day = formatShopDay(order.paidAt ?? order.createdAt);
            return (
              <li key={order.id} className={styles.order}>
                <dl className={styles.orderDetails}>
                  <div>
                    <dt>Date</dt>
                    <dd>
                      <time dateTime={order.paidAt ?? order.createdAt}>{day}</time>
                    </dd>
                  </div>
                  <div className={styles.orderNumber}>
                    <dt>Order number</dt>
                    <dd>{order.id}</dd>
                  </div>
                  <div>
                    <dt>Items</dt>
                    <dd>{itemCountLabel(order.itemCount)}</dd>
                  </div>
                  <div>
                    <dt>Total</dt>
                    <dd>{order.total}</dd>
                  </div>
                </dl>
                <Link to={paths.order.getHref(order.id)} className={buttonClass('outline', { size: 'small' })}>
                  View Order<span className="visually-hidden"> of {day}, {order.total}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
