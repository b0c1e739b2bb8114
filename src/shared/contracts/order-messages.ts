/** The orders' words, apart from the zod contracts so the web app imports them without zod. */
export const orderMessages = {
  notFound: 'That order was not found.',
} as const;
