import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE, cartMessages, type Cart } from '@shared/contracts/cart';
import { formatCatalogPrice, formatCents, totalsFor } from '@shared/money/money';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database } from '../../db/database';
import { productImageSize } from '../../db/seed-data';
import { AppError, notFound } from '../../lib/app-error';
import {
  addOneToCart,
  deleteCart,
  deleteCartLine,
  findCartLines,
  isProductForSale,
  setCartQuantity,
  type CartLineRow,
} from './cart.repo';

const productUnavailable = () => notFound(cartMessages.productUnavailable);

/** The cart as the shop shows it; every amount comes from today's database prices. */
export async function getCart(db: Database, userId: string): Promise<Cart> {
  return toCart(await findCartLines(db, userId));
}

/** §4: an existing product +1, otherwise a new line with quantity 1. */
export async function addToCart(db: Database, userId: string, productId: number): Promise<Cart> {
  if (!(await isProductForSale(db, productId))) throw productUnavailable();
  const result = await addOneToCart(db, userId, productId, { maxQuantity: MAX_QUANTITY_PER_LINE, maxLines: MAX_CART_LINES });
  if (result === 'line-full') throw new AppError(409, 'CART_QUANTITY_LIMIT', cartMessages.quantityTooHigh);
  if (result === 'cart-full') throw new AppError(409, 'CART_LINE_LIMIT', cartMessages.tooManyLines);
  return getCart(db, userId);
}

export async function changeQuantity(db: Database, userId: string, productId: number, quantity: number): Promise<Cart> {
  if (!(await isProductForSale(db, productId))) throw productUnavailable();
  if (!(await setCartQuantity(db, userId, productId, quantity))) throw notFound(cartMessages.notInCart);
  return getCart(db, userId);
}

/** Removing what is not there is not an error: a double-clicked Remove just shows the cart. */
export async function removeFromCart(db: Database, userId: string, productId: number): Promise<Cart> {
  await deleteCartLine(db, userId, productId);
  return getCart(db, userId);
}

export async function clearCart(db: Database, userId: string): Promise<Cart> {
  await deleteCart(db, userId);
  return getCart(db, userId);
}

export function toCart(lines: CartLineRow[]): Cart {
  const totals = totalsFor(
    lines.map((line) => ({ unitPriceCents: line.priceCents, quantity: line.quantity })),
    siteConfig.tax.rateBasisPoints,
  );
  return {
    items: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      price: formatCatalogPrice(line.priceCents),
      priceCents: line.priceCents,
      image: { src: line.imagePath, alt: line.imageAlt, ...productImageSize },
      quantity: line.quantity,
      lineTotalCents: line.priceCents * line.quantity,
    })),
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    ...totals,
    subtotal: formatCents(totals.subtotalCents),
    tax: formatCents(totals.taxCents),
    total: formatCents(totals.totalCents),
  };
}
