import { useId } from 'react';
import { useLingui } from '@lingui/react';
import type { ConsoleRefund } from '@shared/contracts/console-orders';
import { TableRegion } from '@web/components/ui/table-region';
import { useFormat } from '@web/lib/i18n';

/** The refunds made on an order: when, how much, of what, by whom, and where to find each at the provider. */
export function RefundList({ refunds }: { refunds: readonly ConsoleRefund[] }) {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = useId();
  if (refunds.length === 0) return null;
  return (
    <>
      <h2 id={headingId}>{_('screens.console.orders.refunds')}</h2>
      <TableRegion labelledBy={headingId}>
        <thead>
          <tr>
            <th scope="col">{_('screens.console.orders.refunds.when')}</th>
            <th scope="col">{_('screens.console.orders.refunds.amount')}</th>
            <th scope="col">{_('screens.console.orders.refunds.items')}</th>
            <th scope="col">{_('screens.console.orders.refunds.by')}</th>
            <th scope="col">{_('screens.console.orders.refunds.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.id}>
              <th scope="row">
                <time dateTime={refund.at}>{format.moment(refund.at)}</time>
              </th>
              <td>{format.money(refund.amountCents)}</td>
              <td>
                {refund.lines.map((line) => _('screens.console.orders.refund.item', { quantity: line.quantity, name: line.name })).join(', ')}
                {refund.reason && (
                  <>
                    <br />
                    {_('screens.console.orders.refunds.reason', { reason: refund.reason })}
                  </>
                )}
              </td>
              <td>{refund.actor}</td>
              <td>
                {refund.provider}
                {refund.providerReference && (
                  <>
                    {' · '}
                    <code>{refund.providerReference}</code>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </>
  );
}
