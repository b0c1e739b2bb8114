import { lineNameOf } from '@shared/catalogue/variants';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { TableRegion } from '@web/components/ui/table-region';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/components/orders/order-lines.module.css';

/** One line of an order as the customer's page and the console both have it: amounts in cents. */
export interface OrderLinesRow {
  variantId: number;
  /** The product's name, and the variant's options ("15 lb", empty for a product without options). */
  name: string;
  variantLabel: string;
  quantity: number;
  refundedQuantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** The customer's page shows the product's picture; the console's lines have none. */
  image?: { src: string; width: number; height: number };
}

export interface OrderLinesAmounts {
  lines: readonly OrderLinesRow[];
  subtotalCents: number;
  /** A discount code's amount off before HST, and the code (issue 32); none: no line. */
  discountCents?: number;
  discountCode?: string | null;
  taxCents: number;
  totalCents: number;
  /** The rate the order was taxed at, which its tax line names ("HST (13%)"). */
  taxRateBasisPoints: number;
}

/** The columns after the product's. */
export type OrderLinesColumn = 'price' | 'quantity' | 'refunded' | 'total';

const customerColumns: readonly OrderLinesColumn[] = ['price', 'quantity', 'total'];

/**
 * An order's lines and amounts as the server recorded them at checkout, written in the
 * reader's language: the customer's order page and the console's order draw this one
 * table. The customer reads a line's refunds under its name; the console gives them a
 * column of their own (`columns`) and, its table being wider, lets it scroll sideways
 * inside the region its heading names (`labelledBy`).
 */
export function OrderLines({ order, columns = customerColumns, labelledBy }: { order: OrderLinesAmounts; columns?: readonly OrderLinesColumn[]; labelledBy?: string }) {
  const { _ } = useLingui();
  const format = useFormat();
  const refundsInColumn = columns.includes('refunded');
  const headings: Record<OrderLinesColumn, string> = {
    price: _('screens.order.price'),
    quantity: _('screens.order.quantity'),
    refunded: _('screens.console.orders.refundedQuantity'),
    total: _('screens.cart.total'),
  };
  const cells = (line: OrderLinesRow): Record<OrderLinesColumn, ReactNode> => ({
    price: format.money(line.unitPriceCents),
    quantity: line.quantity,
    refunded: line.refundedQuantity,
    total: format.money(line.lineTotalCents),
  });
  const footer: Array<[label: string, cents: number]> = [
    [_('screens.cart.subtotal'), order.subtotalCents],
    ...(order.discountCode ? [[_('screens.cart.discountLine', { code: order.discountCode }), -(order.discountCents ?? 0)] as [string, number]] : []),
    [_('screens.cart.taxLine', { tax: format.taxName, rate: format.percent(order.taxRateBasisPoints) }), order.taxCents],
    [_('screens.cart.total'), order.totalCents],
  ];

  const parts = (
    <>
      <caption className="visually-hidden">{_('screens.order.linesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{_('screens.order.product')}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {headings[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.variantId}>
            <th scope="row">
              <span className={styles.product}>
                {line.image && <img src={line.image.src} alt="" width={line.image.width} height={line.image.height} className={styles.image} />}
                <span>
                  {lineNameOf(line.name, line.variantLabel)}
                  {!refundsInColumn && line.refundedQuantity > 0 && (
                    <span className={styles.lineRefunded}>
                      {line.refundedQuantity === line.quantity
                        ? _('screens.order.lineRefundedAll')
                        : _('screens.order.lineRefunded', { count: line.refundedQuantity, quantity: line.quantity })}
                    </span>
                  )}
                </span>
              </span>
            </th>
            {columns.map((column) => (
              <td key={column}>{cells(line)[column]}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        {footer.map(([label, cents], index) => (
          <tr key={label} className={index === footer.length - 1 ? styles.total : undefined}>
            <th scope="row" colSpan={columns.length}>
              {label}
            </th>
            <td>{format.money(cents)}</td>
          </tr>
        ))}
      </tfoot>
    </>
  );
  return labelledBy ? <TableRegion labelledBy={labelledBy}>{parts}</TableRegion> : <table className={styles.table}>{parts}</table>;
}
