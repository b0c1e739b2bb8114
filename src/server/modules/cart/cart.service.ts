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
import { variantsForSale, variantsOfProductsForSale, type HeldStock, type VariantForSale } from '../catalog/catalog.service';
import { localizedNames } from '../catalog/translations.service';
import {
  addOneOf,
  deleteCart,
  deleteCartItemsOf,
  deleteCartLine,
  findCartItems,
  lockCart,
  setCartQuantity,
  subtractFromCart,
  type CartItemRow,
} from './cart.repo';

/** A cart line with today's details of its variant and product. */
export interface CartLine extends VariantForSale {
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
  const held = await heldStock(db, lines.map((line) => line.variantId), { exceptUserId: userId });
  return toCart(lines, held);
}

/**
 * The user's cart lines with today's product details, in the order they were added.
 * Lines of products the shop has since deactivated are left out: they cannot be bought.
 * Takes an executor so checkout reads the cart inside its own transaction.
 */
export async function cartLinesOf(db: Executor, userId: string): Promise<CartLine[]> {
  const items = await findCartItems(db, userId);
  return withVariants(items, await variantsForSale(db, items.map((item) => item.variantId)));
}

/** What an add names, as the variant it means (issue 28); refused, with nothing written, when it means none. */
export interface CartItemChoice {
  productId?: number | undefined;
  variantId?: number | undefined;
}

async function chosenVariant(db: Executor, { productId, variantId }: CartItemChoice): Promise<VariantForSale> {
  if (variantId !== undefined) {
    const variant = (await variantsForSale(db, [variantId])).get(variantId);
    if (!variant) throw productUnavailable();
    if (productId !== undefined && variant.productId !== productId) {
      throw new AppError(422, 'VARIANT_OF_ANOTHER_PRODUCT', cartMessages.variantOfAnotherProduct, { variantId: cartMessages.variantOfAnotherProduct });
    }
    return variant;
  }
  return onlyVariantOf(db, productId!);
}

/** The spec's product-only address names the product's one variant; a product with several needs a choice. */
async function onlyVariantOf(db: Executor, productId: number): Promise<VariantForSale> {
  const variants = (await variantsOfProductsForSale(db, [productId])).get(productId) ?? [];
  const [only] = variants;
  if (!only) throw productUnavailable();
  if (variants.length > 1) throw new AppError(422, 'CHOOSE_OPTION', cartMessages.chooseOption, { variantId: cartMessages.chooseOption });
  return only;
}

/** The variant a spec-style line address (/api/cart/items/{productId}) names. */
export const variantIdOfProduct = async (db: Executor, productId: number): Promise<number> => (await onlyVariantOf(db, productId)).variantId;

/**
 * §4: an existing variant +1, otherwise a new line with quantity 1. A per-cart lock
 * serialises the line count with the add, so quick adds of different variants cannot
 * slip past the line limit, and every add that was sent is counted.
 */
export async function addToCart(db: Database, userId: string, choice: CartItemChoice, heldStock: HeldStock): Promise<Cart> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const { variantId, productId } = await chosenVariant(tx, choice);
    const items = await findCartItems(tx, userId);
    const lines = withVariants(items, await variantsForSale(tx, items.map((item) => item.variantId)));
    if (!lines.some((line) => line.variantId === variantId) && lines.length >= MAX_CART_LINES) {
      throw new AppError(409, 'CART_LINE_LIMIT', cartMessages.tooManyLines);
    }
    if (!(await addOneOf(tx, userId, variantId, MAX_QUANTITY_PER_LINE))) {
      throw new AppError(409, 'CART_QUANTITY_LIMIT', cartMessages.quantityTooHigh);
    }
    await recordEvent(tx, { name: 'add_to_cart', productId });
  });
  return getCart(db, userId, heldStock);
}

export async function changeQuantity(db: Database, userId: string, variantId: number, quantity: number, heldStock: HeldStock): Promise<Cart> {
  if (!(await variantsForSale(db, [variantId])).has(variantId)) throw productUnavailable();
  if (!(await setCartQuantity(db, userId, variantId, quantity))) throw notFound(cartMessages.notInCart);
  return getCart(db, userId, heldStock);
}

/** Removing what is not there is not an error: a double-clicked Remove just shows the cart. */
export async function removeFromCart(db: Database, userId: string, variantId: number, heldStock: HeldStock): Promise<Cart> {
  await deleteCartLine(db, userId, variantId);
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

function withVariants(items: readonly CartItemRow[], onSale: ReadonlyMap<number, VariantForSale>): CartLine[] {
  return items.flatMap((item) => {
    const variant = onSale.get(item.variantId);
    return variant ? [{ ...variant, quantity: item.quantity }] : [];
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
      variantId: line.variantId,
      name: line.name,
      variantLabel: line.label,
      sku: line.sku,
      priceCents: line.priceCents,
      image: { src: line.imagePath, alt: line.imageAlt, ...productImageSize },
      quantity: line.quantity,
      lineTotalCents: line.priceCents * line.quantity,
      left: leftOf(line.stock - (held.get(line.variantId) ?? 0)),
    })),
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    ...presentTotals(totals),
  };
}

/** How many are left, said only when few are (at most LOW_STOCK_THRESHOLD, the console's low-stock mark). */
function leftOf(available: number): number | null {
  return available <= LOW_STOCK_THRESHOLD ? Math.max(0, available) : null;
}

/** Forgets the carts of closed accounts (issue 30): nobody can sign in to them, and nothing is held for them. */
export const forgetCartsOf = (db: Executor, userIds: readonly string[]): Promise<number> => deleteCartItemsOf(db, userIds);
