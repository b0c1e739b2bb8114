import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE, cartMessages, type Cart } from '@shared/contracts/cart';
import { LOW_STOCK_THRESHOLD } from '@shared/contracts/console-catalogue';
import { productImageSize } from '@shared/contracts/products';
import { presentTotals } from '@shared/contracts/totals';
import type { Locale } from '@shared/i18n/locales';
import { totalsFor } from '@shared/money/money';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { recordEvent } from '../analytics/analytics.service';
import { productsForSale, type HeldStock, type ProductForSale } from '../catalog/catalog.service';
import { localizedNames } from '../catalog/translations.service';
import {
  addOneOf,
  deleteCart,
  deleteCartLine,
  findCartItems,
  lockCart,
  setCartQuantity,
  subtractFromCart,
  type CartItemRow,
} from './cart.repo';

/** A cart line with today's product details. */
export interface CartLine {
  productId: number;
  name: string;
  priceCents: number;
  imagePath: string;
  imageAlt: string;
  stock: number;
  quantity: number;
}

const productUnavailable = () => notFound(cartMessages.productUnavailable);

/**
 * The cart as the shop shows it; every amount comes from today's database prices. A line
 * whose product is running low says how many are left (D26): the shelf stock less what
 * other customers' open checkouts hold (`heldStock`, from checkout through app.ts).
 */
export async function getCart(db: Executor, userId: string, heldStock: HeldStock): Promise<Cart> {
  const lines = await cartLinesOf(db, userId);
  const held = await heldStock(db, lines.map((line) => line.productId), { exceptUserId: userId });
  return toCart(lines, held);
}

/**
 * The user's cart lines with today's product details, in the order they were added.
 * Lines of products the shop has since deactivated are left out: they cannot be bought.
 * Takes an executor so checkout reads the cart inside its own transaction.
 */
export async function cartLinesOf(db: Executor, userId: string): Promise<CartLine[]> {
  const items = await findCartItems(db, userId);
  return withProducts(items, await productsForSale(db, items.map((item) => item.productId)));
}

/**
 * §4: an existing product +1, otherwise a new line with quantity 1. A per-cart lock
 * serialises the line count with the add, so quick adds of different products cannot
 * slip past the line limit, and every add that was sent is counted.
 */
export async function addToCart(db: Database, userId: string, productId: number, heldStock: HeldStock): Promise<Cart> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const items = await findCartItems(tx, userId);
    const onSale = await productsForSale(tx, [productId, ...items.map((item) => item.productId)]);
    if (!onSale.has(productId)) throw productUnavailable();
    const lines = withProducts(items, onSale);
    if (!lines.some((line) => line.productId === productId) && lines.length >= MAX_CART_LINES) {
      throw new AppError(409, 'CART_LINE_LIMIT', cartMessages.tooManyLines);
    }
    if (!(await addOneOf(tx, userId, productId, MAX_QUANTITY_PER_LINE))) {
      throw new AppError(409, 'CART_QUANTITY_LIMIT', cartMessages.quantityTooHigh);
    }
    await recordEvent(tx, { name: 'add_to_cart', productId });
  });
  return getCart(db, userId, heldStock);
}

export async function changeQuantity(db: Database, userId: string, productId: number, quantity: number, heldStock: HeldStock): Promise<Cart> {
  if (!(await productsForSale(db, [productId])).has(productId)) throw productUnavailable();
  if (!(await setCartQuantity(db, userId, productId, quantity))) throw notFound(cartMessages.notInCart);
  return getCart(db, userId, heldStock);
}

/** Removing what is not there is not an error: a double-clicked Remove just shows the cart. */
export async function removeFromCart(db: Database, userId: string, productId: number, heldStock: HeldStock): Promise<Cart> {
  await deleteCartLine(db, userId, productId);
  return getCart(db, userId, heldStock);
}

export async function clearCart(db: Database, userId: string, heldStock: HeldStock): Promise<Cart> {
  await deleteCart(db, userId);
  return getCart(db, userId, heldStock);
}

/** The cart with its products named in `locale` where the owner translated them. */
export async function localizedCart(db: Executor, cart: Cart, locale: Locale): Promise<Cart> {
  const names = await localizedNames(db, 'product', new Map(cart.items.map((item) => [item.productId, item.name])), locale);
  return { ...cart, items: cart.items.map((item) => ({ ...item, name: names.get(item.productId) ?? item.name })) };
}

export const isCart = (value: unknown): value is Cart =>
  typeof value === 'object' && value !== null && Array.isArray((value as Cart).items) && typeof (value as Cart).itemCount === 'number';

/** Takes what was bought out of the buyer's cart, in the transaction that marks the order paid. */
export const removeBought = (db: Executor, userId: string, bought: readonly CartItemRow[]): Promise<void> =>
  subtractFromCart(db, userId, bought);

function withProducts(items: readonly CartItemRow[], onSale: ReadonlyMap<number, ProductForSale>): CartLine[] {
  return items.flatMap((item) => {
    const product = onSale.get(item.productId);
    if (!product) return [];
    const { name, priceCents, imagePath, imageAlt, stock } = product;
    return [{ productId: item.productId, name, priceCents, imagePath, imageAlt, stock, quantity: item.quantity }];
  });
}

function toCart(lines: CartLine[], held: ReadonlyMap<number, number>): Cart {
  const totals = totalsFor(
    lines.map((line) => ({ unitPriceCents: line.priceCents, quantity: line.quantity })),
    siteConfig.tax.rateBasisPoints,
  );
  return {
    items: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      priceCents: line.priceCents,
      image: { src: line.imagePath, alt: line.imageAlt, ...productImageSize },
      quantity: line.quantity,
      lineTotalCents: line.priceCents * line.quantity,
      left: leftOf(line.stock - (held.get(line.productId) ?? 0)),
    })),
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    ...presentTotals(totals),
  };
}

/** How many are left, said only when few are (at most LOW_STOCK_THRESHOLD, the console's low-stock mark). */
function leftOf(available: number): number | null {
  return available <= LOW_STOCK_THRESHOLD ? Math.max(0, available) : null;
}
