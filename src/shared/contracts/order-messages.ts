/** The orders' messages by id, apart from the zod contracts so the web app imports them without zod. */
export const orderMessages = {
  notFound: 'errors.orders.notFound',
} as const;
