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
  /** The shop's products (/shop, the carousel): the console's product changes invalidate it. */
  products: ['products'],
  /** The console's products with their stock: a refund, which restocks, invalidates it too. */
  consoleProducts: ['console-products'],
  /** The bookable services by category: the console's service and staff changes invalidate it. */
  services: ['services'],
  /** The shop's opening hours and closures (the contact page, the footer). */
  shopHours: ['shop-hours'],
  /** The owner's words for the tagline, about text and contact notes: the console's translations screen invalidates them. */
  shopTexts: ['shop-texts'],
  /** The minimum notice and the cancellation window the booking screens follow: the console's settings invalidate it. */
  bookingRules: ['booking-rules'],
  /** The published care tips (home, /blog/{id}): the console's blog changes invalidate them. */
  blog: ['blog'],
  /** Store credit: the profile's own under it, a customer's in the console at [...storeCredit, userId]; a checkout or a refund that moves it invalidates both. */
  storeCredit: ['store-credit'],
} as const;
