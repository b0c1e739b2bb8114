import { isOrderId, orderMessages, type Order, type OrderSummary } from '@shared/contracts/orders';
import { productImageSize } from '@shared/contracts/products';
import { presentTotals } from '@shared/contracts/totals';
import { formatMoney } from '@shared/i18n/format';
import { defaultLocale } from '@shared/i18n/locales';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findOrderOf, findOrdersOf, type OrderRow, type OrderWithLines } from './orders.repo';

/** How many past orders the profile lists. */
export const PAST_ORDERS_LIMIT = 50;

/** The profile's past orders: what was paid for, newest first. Checkouts never paid are not purchases. */
export async function listPastOrders(db: Database, userId: string): Promise<OrderSummary[]> {
  const rows = await findOrdersOf(db, userId, { status: 'paid', limit: PAST_ORDERS_LIMIT });
  return rows.map((row) => toSummary(row, row.itemCount));
}

/** One of the user's own orders, in any status; anyone else's, or a malformed id, is not found. */
export async function getOwnOrder(db: Database, userId: string, orderId: string): Promise<OrderWithLines> {
  const found = isOrderId(orderId) ? await findOrderOf(db, userId, orderId) : undefined;
  if (!found) throw notFound(orderMessages.notFound);
  return found;
}

export async function getOrder(db: Database, userId: string, orderId: string): Promise<Order> {
  return toOrder(await getOwnOrder(db, userId, orderId));
}

export function toOrder({ order, lines }: OrderWithLines): Order {
  return {
    ...toSummary(order, lines.reduce((count, line) => count + line.quantity, 0)),
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.productName,
      image: { src: line.imagePath, alt: line.productName, ...productImageSize },
      unitPriceCents: line.unitPriceCents,
      unitPrice: formatMoney(line.unitPriceCents, defaultLocale),
      quantity: line.quantity,
      lineTotalCents: line.unitPriceCents * line.quantity,
      lineTotal: formatMoney(line.unitPriceCents * line.quantity, defaultLocale),
    })),
  };
}

function toSummary(order: OrderRow, itemCount: number): OrderSummary {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    fulfilment: order.fulfilment,
    itemCount,
    ...presentTotals(order),
    taxRateBasisPoints: order.taxRateBasisPoints,
  };
}
