import { message, type Message } from '../i18n/message';

/** The cart's limits and messages, apart from the zod contracts so the web app imports them without zod. */

/** A sane ceiling for one product in one cart; more is a wholesale order, not a cart. */
export const MAX_QUANTITY_PER_LINE = 20;
/** How many different products one cart may hold. */
export const MAX_CART_LINES = 30;

/** What the cart and checkout say when they refuse (spec §8, and ours for the limits it leaves open), by message id. */
export const cartMessages = {
  checkoutFailed: 'errors.cart.checkoutFailed',
  productUnavailable: 'errors.cart.productUnavailable',
  /** A product with several variants, added without saying which (issue 28). */
  chooseOption: 'errors.cart.chooseOption',
  /** A variant named with a product it does not belong to. */
  variantOfAnotherProduct: 'errors.cart.variantOfAnotherProduct',
  notInCart: 'errors.cart.notInCart',
  quantityTooLow: 'errors.cart.quantityTooLow',
  quantityTooHigh: message('errors.cart.quantityTooHigh', { max: MAX_QUANTITY_PER_LINE }),
  tooManyLines: message('errors.cart.tooManyLines', { max: MAX_CART_LINES }),
  cartEmpty: 'errors.cart.cartEmpty',
  /** Checkout's total differs from the one the cart page showed (issue 12: honest prices). */
  pricesChanged: 'errors.cart.pricesChanged',
  outOfStock: (name: string): Message => message('errors.cart.outOfStock', { name }),
  notEnoughStock: (name: string, left: number): Message => message('errors.cart.notEnoughStock', { name, left }),
} as const;
