import { giftCardBoughtOn } from './gift-card-sales.service';
import { lineNameOf } from '@shared/catalogue/variants';
import { isOrderId, orderMessages, orderPageSchema, type Order, type OrderPage, type OrderPageQuery, type OrderSummary } from '@shared/contracts/orders';
import { productImageSize } from '@shared/contracts/products';
import { presentTotals } from '@shared/contracts/totals';
import { defaultLocale, type Locale } from '@shared/i18n/locales';
import type { Database, Executor } from '../../db/database';
import { localizedNames } from '../catalog/translations.service';
import { notFound } from '../../lib/app-error';
import { jsonRepresentation, type Representation } from '../../lib/representation';
import { dataMemo } from '../../lib/versioned-memo';
import { orderBookVersion } from './orders-version';
import { deleteOrdersOfCustomersUntouchedSince, findOrderedUploadPaths, findOrderOf, findPaidOrderPage, type OrderRow, type OrderWithLines } from './orders.repo';
import { findLastRefundDates, findRefundsOf, type RefundWithLines } from './refunds.repo';
import type { OrderTender } from '@shared/contracts/tenders';
import { chargedCentsOf, orderTenders } from './tenders.service';

/**
 * The profile's past orders: what was paid for, the last paid first, a page at a time
 * (issue 15). Checkouts never paid are not purchases.
 */
export function pastOrderPageBody(db: Database, userId: string, { cursor, limit }: OrderPageQuery): Promise<Representation> {
  if (cursor) return readOrderPage(db, userId, cursor, limit).then((page) => jsonRepresentation(orderPageSchema, page, { compress: false }));
  // The page everyone opens, from memory for one version of the orders (issue 31): it
  // holds nothing that time changes, so only a write to orders or refunds makes it anew.
  return firstOrderPages.remember(db, `${userId} ${limit}`, async () =>
    jsonRepresentation(orderPageSchema, await readOrderPage(db, userId, undefined, limit), { brotliQuality: 5 }),
  );
}

/** First pages of past orders per customer and size, for the orders' newest version. */
const firstOrderPages = dataMemo(orderBookVersion, { max: 10_000 });

async function readOrderPage(db: Database, userId: string, cursor: OrderPageQuery['cursor'], limit: number): Promise<OrderPage> {
  const rows = await findPaidOrderPage(db, userId, cursor, limit + 1);
  const page = rows.slice(0, limit);
  const refunded = await findLastRefundDates(db, page.filter((row) => row.refundedCents > 0).map((row) => row.id));
  return {
    orders: page.map((row) => toSummary(row, row.itemCount, refunded.get(row.id))),
    nextCursor: rows.length > limit ? page.at(-1)!.position : null,
  };
}

/** One of the user's own orders, in any status; anyone else's, or a malformed id, is not found. */
export async function getOwnOrder(db: Database, userId: string, orderId: string): Promise<OrderWithLines> {
  const found = isOrderId(orderId) ? await findOrderOf(db, userId, orderId) : undefined;
  if (!found) throw notFound(orderMessages.notFound);
  return found;
}

export async function getOrder(db: Database, userId: string, orderId: string, locale: Locale = defaultLocale): Promise<Order> {
  const found = await getOwnOrder(db, userId, orderId);
  const order = toOrder(await inLanguage(db, found, locale), await findRefundsOf(db, orderId), await orderTenders(db, found.order));
  const giftCard = await giftCardBoughtOn(db, found.order);
  return giftCard ? { ...order, itemCount: 1, giftCard } : order;
}

/**
 * An order's lines named in `locale` where the owner translated the product (issue 16).
 * The order keeps the English names it was bought under; this is how a reader sees them.
 */
export async function inLanguage(db: Executor, found: OrderWithLines, locale: Locale): Promise<OrderWithLines> {
  const names = await localizedNames(db, 'product', new Map(found.lines.map((line) => [line.productId, line.productName])), locale);
  return { ...found, lines: found.lines.map((line) => ({ ...line, productName: names.get(line.productId) ?? line.productName })) };
}

/** An order with its lines, refunds (none given: an unpaid order, as the test checkout page shows it) and the tenders that paid part of it. */
export function toOrder({ order, lines }: OrderWithLines, refunds: readonly RefundWithLines[] = [], tenders: readonly OrderTender[] = []): Order {
  const byVariant = new Map(lines.map((line) => [line.variantId, line]));
  return {
    ...toSummary(
      order,
      lines.reduce((count, line) => count + line.quantity, 0),
      refunds.at(-1)?.refund.createdAt,
    ),
    discountCents: order.discountCents,
    discountCode: order.discountCode,
    lines: lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      name: line.productName,
      variantLabel: line.variantLabel,
      sku: line.sku,
      image: { src: line.imagePath, alt: line.productName, ...productImageSize },
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: line.unitPriceCents * line.quantity,
      refundedQuantity: line.refundedQuantity,
    })),
    refunds: refunds.map(({ refund, lines: given }) => ({
      at: refund.createdAt.toISOString(),
      amountCents: refund.amountCents,
      lines: given.map((line) => {
        const ordered = byVariant.get(line.variantId);
        return { productId: line.productId, variantId: line.variantId, name: ordered ? lineNameOf(ordered.productName, ordered.variantLabel) : '', quantity: line.quantity };
      }),
    })),
    tenders: [...tenders],
    chargedCents: chargedCentsOf(order),
  };
}

function toSummary(order: OrderRow, itemCount: number, lastRefundedAt: Date | undefined): OrderSummary {
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    fulfilment: order.fulfilment,
    itemCount,
    ...presentTotals(order),
    taxRateBasisPoints: order.taxRateBasisPoints,
    refundedCents: order.refundedCents,
    lastRefundedAt: lastRefundedAt?.toISOString() ?? null,
  };
}

/** The uploaded pictures past orders show, which the catalogue keeps for them (its unused-uploads job). */
export const orderedUploadPaths = (db: Executor): Promise<string[]> => findOrderedUploadPaths(db);

/**
 * Destroys the orders of these (closed) customers whose last record is at or before
 * `lastRecordBy`: with their lines, refunds and tax amounts (issue 30's retention; the
 * rule of how long is privacy's). Answers how many orders went.
 */
export const forgetOrdersOf = (db: Executor, userIds: readonly string[], lastRecordBy: Date): Promise<number> => deleteOrdersOfCustomersUntouchedSince(db, userIds, lastRecordBy);
