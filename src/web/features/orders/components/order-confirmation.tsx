import { useEffect, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@web/lib/routing';
import type { Order, OrderStatus } from '@shared/contracts/orders';
import { pickupMessages } from '@shared/contracts/order-messages';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { OrderLines } from '@web/components/orders/order-lines';
import styles from '@web/features/orders/components/order.module.css';
import { queryKeys } from '@web/lib/query-keys';
import { Trans, useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';
import { TenderList } from '@web/components/ledger/tender-list';

const headings: Record<OrderStatus, string> = {
  paid: 'screens.order.heading.paid',
  pending: 'screens.order.heading.pending',
  cancelled: 'screens.order.heading.cancelled',
  expired: 'screens.order.heading.expired',
};

const statusNames: Record<OrderStatus, string> = {
  paid: 'screens.order.status.paid',
  pending: 'screens.order.status.pending',
  cancelled: 'screens.order.status.cancelled',
  expired: 'screens.order.status.expired',
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
  const { _ } = useLingui();
  const format = useFormat();
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
      <h1>{_(headings[order.status])}</h1>
      <div role="status" className={`${styles.lead} ${styles[order.status]}`}>
        <LeadText status={order.status} email={email} stillPending={stillPending} />
      </div>
      {order.status === 'pending' && stillPending && (
        <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={onCheckAgain}>
          {_('screens.order.checkAgain')}
        </button>
      )}

      <dl className={styles.meta}>
        <div>
          <dt>{_('screens.order.number')}</dt>
          <dd className={styles.orderNumber}>{order.id}</dd>
        </div>
        <div>
          <dt>{_('screens.order.placed')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{format.moment(order.createdAt)}</time>
          </dd>
        </div>
        {order.paidAt && (
          <div>
            <dt>{_('screens.order.paid')}</dt>
            <dd>
              <time dateTime={order.paidAt}>{format.moment(order.paidAt)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{_('screens.order.statusLabel')}</dt>
          <dd>{_(statusNames[order.status])}</dd>
        </div>
        {/* A gift card is mailed, not picked up. */}
        {paid && !order.giftCard && (
          <div>
            <dt>{_('screens.order.pickupLabel')}</dt>
            <dd>{_(pickupMessages[order.fulfilment])}</dd>
          </div>
        )}
        {order.tenders.length > 0 && (
          <div>
            <dt>{_('screens.order.paidWith')}</dt>
            <dd>
              {/* A gift card and store credit paid part of it (issue 32); the bank card the rest. */}
              <TenderList tenders={order.tenders} chargedCents={order.chargedCents} className={styles.refunds} />
            </dd>
          </div>
        )}
        {order.refunds.length > 0 && (
          <div>
            <dt>{_('screens.order.refundLabel')}</dt>
            <dd>
              <ul className={styles.refunds}>
                {order.refunds.map((refund) => (
                  <li key={refund.at}>
                    {_('screens.order.refunded', { amount: format.money(refund.amountCents), date: format.day(refund.at) })}
                  </li>
                ))}
              </ul>
              {/* Refunds go back to a gift card and store credit first (ADR 0050): said, so no one waits for them on a bank card. */}
              {order.tenders.length > 0 && <p className={styles.refundNote}>{_('screens.order.tenderRefundFirst')}</p>}
              <p className={styles.refundNote}>{_('screens.order.refundArrives')}</p>
            </dd>
          </div>
        )}
      </dl>

      <section className={styles.panel} aria-labelledby={detailsHeadingId}>
        <h2 id={detailsHeadingId} className={styles.panelTitle}>
          {_('screens.order.details')}
        </h2>
        {order.giftCard && (
          <p>
            {_('screens.order.giftCard', { amount: format.money(order.giftCard.amountCents), name: order.giftCard.recipientName })}{' '}
            {order.giftCard.mailed
              ? _('screens.order.giftCardMailed', { email: order.giftCard.recipientEmail })
              : _('screens.order.giftCardWillMail', { email: order.giftCard.recipientEmail, date: format.longDate(order.giftCard.deliverOn) })}
          </p>
        )}
        {!order.giftCard && <OrderLines order={order} />}
      </section>

      <div className={styles.actions}>
        {(order.status === 'cancelled' || order.status === 'expired') && (
          <Link to={paths.cart.getHref()} className={buttonClass('primary')}>
            {_('screens.order.backToCart')}
          </Link>
        )}
        <Link to={paths.shop.getHref()} className={buttonClass(paid ? 'primary' : 'outline')}>
          {_('screens.cart.continueShopping')}
        </Link>
        <Link to={paths.profile.getHref()} className={buttonClass('outline')}>
          {_('screens.order.goToProfile')}
        </Link>
      </div>
    </>
  );
}

function LeadText({ status, email, stillPending }: { status: OrderStatus; email: string; stillPending: boolean }) {
  const { _ } = useLingui();
  switch (status) {
    case 'paid':
      return (
        <p>
          <Trans id="screens.order.lead.paid" values={{ email }} components={{ 0: <strong /> }} />
        </p>
      );
    case 'pending':
      return <p>{stillPending ? _('screens.order.lead.slow') : _('screens.order.lead.pending')}</p>;
    case 'cancelled':
      return <p>{_('screens.order.lead.cancelled')}</p>;
    case 'expired':
      return <p>{_('screens.order.lead.expired')}</p>;
  }
}
