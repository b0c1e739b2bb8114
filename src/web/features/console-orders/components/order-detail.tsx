import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { ConsoleOrder } from '@shared/contracts/console-orders';
import { buttonClass } from '@web/components/ui/button-class';
import { OrderLines } from '@web/components/orders/order-lines';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { isApiClientError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n';
import { useAdvanceOrder } from '@web/features/console-orders/api/console-orders';
import { historyWords, stateOf } from '@web/features/console-orders/components/order-words';
import { RefundList } from '@web/features/console-orders/components/refund-list';
import { RefundPanel } from '@web/features/console-orders/components/refund-panel';
import styles from '@web/features/console-orders/components/console-orders.module.css';
import { TenderList } from '@web/components/ledger/tender-list';

/** The owner plans refunds by line: how many of each were given back has a column of its own. */
const lineColumns = ['quantity', 'refunded', 'price', 'total'] as const;

/** One order: who, what, how much, how it was paid, its handover, its refunds, and its history. */
export function OrderDetail({ order }: { order: ConsoleOrder }) {
  const { _ } = useLingui();
  const format = useFormat();
  const linesId = useId();
  const historyId = useId();
  const advance = useAdvanceOrder(order.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const next = order.status !== 'paid' || order.refundState === 'full' ? undefined : order.fulfilment === 'unfulfilled' ? 'ready_for_pickup' : order.fulfilment === 'ready_for_pickup' ? 'picked_up' : undefined;

  const step = async (value: 'ready_for_pickup' | 'picked_up') => {
    setFailure(null);
    setNotice(null);
    try {
      await advance.mutateAsync(value);
      setNotice(_(value === 'ready_for_pickup' ? 'screens.console.orders.markedReady' : 'screens.console.orders.markedPickedUp'));
    } catch (error) {
      setFailure(isApiClientError(error) ? error.message : _('screens.console.hours.saveFailed'));
    }
  };

  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{_('screens.console.orders.customer')}</dt>
          <dd>
            {order.customerName} ({order.customerEmail})
          </dd>
        </div>
        <div>
          <dt>{_('screens.console.orders.placed')}</dt>
          <dd>{format.moment(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{_('screens.console.orders.state')}</dt>
          <dd>{stateOf(order, _)}</dd>
        </div>
        <div>
          <dt>{_('screens.console.orders.payment')}</dt>
          <dd>
            {order.paymentProvider}
            {order.paymentReference && (
              <>
                {' · '}
                <code>{order.paymentReference}</code>
              </>
            )}
          </dd>
        </div>
        {order.tenders.length > 0 && (
          <div>
            <dt>{_('screens.order.paidWith')}</dt>
            <dd>
              <TenderList tenders={order.tenders} chargedCents={order.chargedCents} />
            </dd>
          </div>
        )}
        {order.refundedCents > 0 && (
          <div>
            <dt>{_('screens.console.orders.refundedTotal')}</dt>
            <dd>{format.money(order.refundedCents)}</dd>
          </div>
        )}
      </dl>

      {notice && <FormNotice>{notice}</FormNotice>}
      {failure && <FormAlert key={failure}>{failure}</FormAlert>}
      {next && (
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary')} disabled={advance.isPending} onClick={() => void step(next)}>
            {_(next === 'ready_for_pickup' ? 'screens.console.orders.markReady' : 'screens.console.orders.markPickedUp')}
          </button>
          {next === 'ready_for_pickup' && <p className={styles.muted}>{_('screens.console.orders.readyHint')}</p>}
        </div>
      )}

      <h2 id={linesId}>{_('screens.console.orders.lines')}</h2>
      <OrderLines order={order} columns={lineColumns} labelledBy={linesId} />

      <RefundList refunds={order.refunds} />
      <RefundPanel order={order} />

      <h2 id={historyId}>{_('screens.console.orders.history')}</h2>
      <ol className={styles.history} aria-labelledby={historyId}>
        {order.history.map((entry) => (
          <li key={`${entry.kind}-${entry.at}`}>
            <time dateTime={entry.at}>{format.moment(entry.at)}</time> {_(historyWords[entry.kind], { actor: entry.actor, amount: entry.amountCents === undefined ? '' : format.money(entry.amountCents) })}
          </li>
        ))}
      </ol>
    </>
  );
}
