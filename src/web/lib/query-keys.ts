/**
 * The cache keys of data that more than one screen reads or changes. A feature that
 * changes the cart, the orders or the pets invalidates them here, without importing
 * the feature that shows them. Every other key is the feature's own, under its root.
 */
export const queryKeys = {
  session: ['session'],
  profile: ['profile'],
  cart: ['cart'],
  /** One order is `[...orders, id]`; the profile's past orders sit beside them. */
  orders: ['orders'],
  /** Every list of the user's pets (the profile's, the booking wizard's) lives under this key. */
  pets: ['pets'],
  appointments: ['appointments'],
  availability: ['availability'],
} as const;
