import * as z from 'zod';
import { productSchema } from './products';

/** A sane ceiling for one product in one cart; more is a wholesale order, not a cart. */
export const MAX_QUANTITY_PER_LINE = 20;
/** How many different products one cart may hold. */
export const MAX_CART_LINES = 30;

/** The spec's words (§2, §8) and ours for the limits it leaves open. */
export const cartMessages = {
  empty: 'Your cart is currently empty. Browse our products to add items to your cart!',
  added: 'Item added to cart!',
  checkoutFailed: 'Failed to redirect to checkout.',
  productUnavailable: 'That product is not available.',
  notInCart: 'That item is not in your cart.',
  quantityTooLow: 'Quantity must be at least 1.',
  quantityTooHigh: `You can add up to ${MAX_QUANTITY_PER_LINE} of one product.`,
  tooManyLines: `Your cart can hold up to ${MAX_CART_LINES} different products.`,
  cartEmpty: 'Your cart is empty.',
  outOfStock: (name: string) => `Sorry, ${name} is out of stock. Please remove it from your cart.`,
  notEnoughStock: (name: string, left: number) =>
    `Sorry, only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left in stock. Please lower the quantity.`,
} as const;

const wholeNumber = (message: string) => z.number({ error: message }).int(message);

export const addCartItemBodySchema = z.object({
  productId: wholeNumber(cartMessages.productUnavailable).positive(cartMessages.productUnavailable),
});

/** §5: a quantity never goes below 1; removing a line is Remove's job. */
export const setCartQuantityBodySchema = z.object({
  quantity: wholeNumber(cartMessages.quantityTooLow)
    .min(1, cartMessages.quantityTooLow)
    .max(MAX_QUANTITY_PER_LINE, cartMessages.quantityTooHigh),
});

export const cartProductParamsSchema = z.object({
  productId: z.coerce.number({ error: cartMessages.productUnavailable }).int(cartMessages.productUnavailable).positive(cartMessages.productUnavailable),
});

export const cartItemSchema = z.object({
  productId: z.number().int().positive(),
  name: z.string(),
  /** The catalogue's text, "$7.80" or "$10". */
  price: z.string(),
  priceCents: z.number().int().nonnegative(),
  image: productSchema.shape.image,
  quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE),
  lineTotalCents: z.number().int().nonnegative(),
});

/** The whole cart with its amounts, computed on the server from database prices (D5, D6). */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Total quantity: what the navigation badge shows. */
  itemCount: z.number().int().nonnegative(),
  subtotalCents: z.number().int().nonnegative(),
  taxCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
  /** Two decimals, "$17.63". */
  subtotal: z.string(),
  tax: z.string(),
  total: z.string(),
});

export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;
export type SetCartQuantityBody = z.infer<typeof setCartQuantityBodySchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type Cart = z.infer<typeof cartSchema>;
