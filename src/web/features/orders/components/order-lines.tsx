import type { Order } from '@shared/contracts/orders';
import styles from '@web/features/orders/components/order.module.css';

/** The order's lines and amounts as the server recorded them at checkout. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Items in this order</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.productId}>
            <th scope="row">
              <span className={styles.product}>
                <img src={line.image.src} alt="" width={line.image.width} height={line.image.height} className={styles.image} />
                {line.name}
              </span>
            </th>
            <td>{line.unitPrice}</td>
            <td>{line.quantity}</td>
            <td>{line.lineTotal}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Subtotal
          </th>
          <td>{order.subtotal}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            {order.taxRateLabel}
          </th>
          <td>{order.tax}</td>
        </tr>
        <tr className={styles.total}>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td>{order.total}</td>
        </tr>
      </tfoot>
    </table>
  );
}
