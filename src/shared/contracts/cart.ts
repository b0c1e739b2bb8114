import * as z from 'zod';
import { cartMessages, MAX_QUANTITY_PER_LINE } from './cart-messages';
import { productSchema } from './products';
import { totalsSchema } from './totals';
import { INT32_MAX, integerId } from './text';

export { MAX_CART_LINES, MAX_QUANTITY_PER_LINE, cartMessages } from './cart-messages';

const wholeNumber = (message: string) => z.number({ error: message }).int(message);

/**
 * One more of a variant (issue 28). The spec's `{ productId }` alone still works for a
 * product without options (its one variant); a product with several needs `variantId`.
 * Both given, the variant must be one of that product's.
 */
export const addCartItemBodySchema = z
  .object({
    productId: integerId(cartMessages.productUnavailable).optional(),
    variantId: integerId(cartMessages.productUnavailable).optional(),
  })
  .refine((body) => body.productId !== undefined || body.variantId !== undefined, { message: cartMessages.productUnavailable, path: ['productId'] });

/** §5: a quantity never goes below 1; removing a line is Remove's job. */
export const setCartQuantityBodySchema = z.object({
  quantity: wholeNumber(cartMessages.quantityTooLow)
    .min(1, cartMessages.quantityTooLow)
    // The limit reaches the words as {max}, from the issue.
    .max(MAX_QUANTITY_PER_LINE, 'errors.cart.quantityTooHigh'),
});

const idParam = z.coerce
  .number({ error: cartMessages.productUnavailable })
  .int(cartMessages.productUnavailable)
  .positive(cartMessages.productUnavailable)
  .max(INT32_MAX, cartMessages.productUnavailable);

/** /api/cart/items/{productId}: the spec's line address, for a product without options (its one variant). */
export const cartProductParamsSchema = z.object({ productId: idParam });

/** /api/cart/lines/{variantId}: a line by the variant it holds. */
export const cartLineParamsSchema = z.object({ variantId: idParam });

export const cartItemSchema = z.object({
  productId: z.number().int().positive(),
  variantId: z.number().int().positive(),
  /** The product's name. */
  name: z.string(),
  /** The variant's option values ("15 lb"); empty for a product without options. */
  variantLabel: z.string(),
  sku: z.string(),
  priceCents: z.number().int().nonnegative(),
  image: productSchema.shape.image,
  quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE),
  lineTotalCents: z.number().int().nonnegative(),
  /** How many are left to buy when few are (D26: shelf stock less others' open checkouts); null when plenty. */
  left: z.number().int().nonnegative().nullable(),
});

/** The whole cart with its amounts, computed on the server from database prices (D5, D6). */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Total quantity: what the navigation badge shows. */
  itemCount: z.number().int().nonnegative(),
  ...totalsSchema.shape,
});

export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;
export type SetCartQuantityBody = z.infer<typeof setCartQuantityBodySchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type Cart = z.infer<typeof cartSchema>;
