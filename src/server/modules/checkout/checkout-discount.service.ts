import type { DiscountPreview } from '@shared/contracts/discounts';
import { discountedTotals } from '@shared/money/discounts';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { cartMessages } from '@shared/contracts/cart';
import { cartLinesOf, type CartLine } from '../cart/cart.service';
import { categoryIdsOfProducts } from '../catalog/product-categories.service';
import { decideDiscount, type DiscountGranted } from '../discounts/discounts.service';
import { hasPaidShopOrder } from './first-order.repo';

/**
 * A discount code at checkout (issue 32, ADR 0051): the step between the subtotal and the
 * tax. The cart's lines, with their categories, and whether this is the customer's first
 * order go to the discounts module, which decides with the pure rule; HST is then charged
 * on the subtotal less the discount (`discountedTotals`). One code per order.
 */
export async function discountForCart(
  db: Executor,
  customerId: string,
  lines: readonly CartLine[],
  code: string,
  options: { lock: boolean; now: Date; exceptOrderIds?: readonly string[] },
): Promise<DiscountGranted> {
  const [categories, hasOrdered] = await Promise.all([
    categoryIdsOfProducts(
      db,
      lines.map((line) => line.productId),
    ),
    hasPaidShopOrder(db, customerId),
  ]);
  return decideDiscount(
    db,
    {
      code,
      customerId,
      hasOrdered,
      now: options.now,
      lines: lines.map((line) => ({ productId: line.productId, categoryIds: categories.get(line.productId) ?? [], unitPriceCents: line.priceCents, quantity: line.quantity })),
    },
    { lock: options.lock, exceptOrderIds: options.exceptOrderIds ?? [] },
  );
}

/** The cart's amounts with a discount (or none): HST on the discounted price, rounded once. */
export function cartTotalsWith(lines: readonly CartLine[], discountCents: number) {
  const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  return discountedTotals(subtotal, discountCents, siteConfig.tax.rateBasisPoints);
}

/** POST /api/checkout/discount: what the code takes off the cart as it is, before the customer pays. Nothing is held. */
export async function previewDiscount(db: Database, customerId: string, code: string, now: Date): Promise<DiscountPreview> {
  const lines = await cartLinesOf(db, customerId);
  if (lines.length === 0) throw new AppError(409, 'CART_EMPTY', cartMessages.cartEmpty);
  const granted = await discountForCart(db, customerId, lines, code, { lock: false, now });
  const totals = cartTotalsWith(lines, granted.discountCents);
  return { code: granted.code, subtotalCents: totals.subtotalCents, discountCents: totals.discountCents, taxCents: totals.taxCents, totalCents: totals.totalCents };
}
