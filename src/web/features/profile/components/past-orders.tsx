import { useEffect, useRef } from 'react';
import { Link } from '@web/lib/routing';
import { pickupMessages } from '@shared/contracts/order-messages';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { usePastOrders } from '@web/features/profile/api/get-past-orders';
import styles from '@web/features/profile/components/profile-sections.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

/** The paid orders, newest first, a page at a time (D17, issue 15): date, order number, item count, total, pickup and refund, each opening its order. */
export function PastOrders() {
  const { _ } = useLingui();
  const format = useFormat();
  const orders = usePastOrders();

  useEffect(() => {
    if (orders.isError) console.error('Loading the past orders failed', orders.error);
  }, [orders.isError, orders.error]);

  const list = orders.data ?? [];
  const heading = useRef<HTMLHeadingElement>(null);

  const showOlder = async () => {
    const next = await orders.fetchNextPage();
    // The button goes with the last page: the section's heading keeps the reader's place.
    if (!next.isError && !next.hasNextPage) heading.current?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby="past-orders-heading">
      <h2 id="past-orders-heading" ref={heading} tabIndex={-1} className={styles.title}>
        {_('screens.profile.pastOrders')}
      </h2>
      {orders.isPending ? (
        <p role="status" className={styles.muted}>
          {_('screens.profile.ordersLoading')}
        </p>
      ) : orders.isError && list.length === 0 ? (
        <div className={styles.empty}>
          <p>{_('screens.profile.ordersLoadFailed')}</p>
          <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => void orders.refetch()}>
            {_('common.tryAgain')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <p>{_('screens.profile.noOrders')}</p>
          <Link to={paths.shop.getHref()} className={buttonClass('primary', { size: 'small' })}>
            {_('screens.profile.browseShop')}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.orders}>
            {list.map((order) => {
              const day = format.day(order.paidAt ?? order.createdAt);
              const total = format.money(order.totalCents);
              return (
                <li key={order.id} className={styles.order}>
                  <dl className={styles.orderDetails}>
                    <div>
                      <dt>{_('screens.profile.orderDate')}</dt>
                      <dd>
                        <time dateTime={order.paidAt ?? order.createdAt}>{day}</time>
                      </dd>
                    </div>
                    <div className={styles.orderNumber}>
                      <dt>{_('screens.order.number')}</dt>
                      <dd>{order.id}</dd>
                    </div>
                    <div>
                      <dt>{_('screens.profile.items')}</dt>
                      <dd>{_('screens.profile.itemCount', { count: order.itemCount })}</dd>
                    </div>
                    <div>
                      <dt>{_('screens.cart.total')}</dt>
                      <dd>{total}</dd>
                    </div>
                    <div>
                      <dt>{_('screens.order.pickupLabel')}</dt>
                      <dd>{_(pickupMessages[order.fulfilment])}</dd>
                    </div>
                    {order.refundedCents > 0 && order.lastRefundedAt && (
                      <div>
                        <dt>{_('screens.order.refundLabel')}</dt>
                        <dd>
                          {_(order.refundedCents >= order.totalCents ? 'screens.profile.refundedAll' : 'screens.profile.refundedPart', {
                            amount: format.money(order.refundedCents),
                            date: format.day(order.lastRefundedAt),
                          })}
                        </dd>
                      </div>
                    )}
                  </dl>
                  <Link to={paths.order.getHref(order.id)} className={buttonClass('outline', { size: 'small' })}>
                    {_('screens.profile.viewOrder')}
                    <span className="visually-hidden"> {_('screens.profile.viewOrderOf', { day, total })}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {orders.isFetchNextPageError && (
            <p role="alert" className={styles.muted}>
              {_('screens.profile.ordersLoadFailed')}
            </p>
          )}
          {orders.hasNextPage && (
            <button
              type="button"
              className={buttonClass('outline', { size: 'small' })}
              // Not disabled while it loads: a disabled button would drop the keyboard's focus.
              aria-disabled={orders.isFetchingNextPage}
              onClick={() => void (orders.isFetchingNextPage || showOlder())}
            >
              {_('screens.profile.olderOrders')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
