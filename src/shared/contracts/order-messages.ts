/** The orders' messages by id, apart from the zod contracts so the web app imports them without zod. */
export const orderMessages = {
  notFound: 'errors.orders.notFound',
} as const;

/** Paid goods are handed over in the shop: where that stands, in the customer's words (order page, past orders). */
export const pickupMessages = {
  unfulfilled: 'screens.order.pickup.unfulfilled',
  ready_for_pickup: 'screens.order.pickup.ready_for_pickup',
  picked_up: 'screens.order.pickup.picked_up',
} as const;
