/**
 * The roles an account may hold besides customer (D21): none, one or both. The server
 * enforces them with one `requireRole` hook; the browser only decides what to show.
 * Zod-free, so the web app imports it without zod.
 */
export const roles = ['provider', 'owner'] as const;
export type Role = (typeof roles)[number];

/** What a signed-in account without the role is told (spec §8, the provider guard's words), by message id. */
export const accessDeniedMessage = 'errors.accessDenied';
