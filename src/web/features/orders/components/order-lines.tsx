import type { Order } from '@shared/contracts/orders';
import styles from '@web/features/orders/components/order.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

/** The order's lines and amounts as the server recorded them at checkout. */
export function OrderLines({ order }: { order: Order }) {
  const { _ } = useLingui();
  const format = useFormat();
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{_('screens.order.linesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{_('screens.order.product')}</th>
          <th scope="col">{_('screens.order.price')}</th>
          <th scope="col">{_('screens.order.quantity')}</th>
          <th scope="col">{_('screens.cart.total')}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.productId}>
            <th scope="row">
              <span className={styles.product}>
                <img src={line.image.src} alt="" width={line.image.width} height={line.image.height} className={styles.image} />
                <span>
                  {line.name}
                  {line.refundedQuantity > 0 && (
                    <span className={styles.lineRefunded}>
                      {line.refundedQuantity === line.quantity
                        ? _('screens.order.lineRefundedAll')
                        : _('screens.order.lineRefunded', { count: line.refundedQuantity, quantity: line.quantity })}
                    </span>
                  )}
                </span>
              </span>
            </th>
            <td>{format.money(line.unitPriceCents)}</td>
            <td>{line.quantity}</td>
            <td>{format.money(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {_('screens.cart.subtotal')}
          </th>
          <td>{format.money(order.subtotalCents)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            {_('screens.cart.taxLine', { tax: format.taxName, rate: format.percent(order.taxRateBasisPoints) })}
          </th>
          <td>{format.money(order.taxCents)}</td>
        </tr>
        <tr className={styles.total}>
          <th scope="row" colSpan={3}>
            {_('screens.cart.total')}
          </th>
          <td>{format.money(order.totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
