/** The cart's limits and words, apart from the zod contracts so the web app imports them without zod. */

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
