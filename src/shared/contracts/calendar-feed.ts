import * as z from 'zod';

/*
 * Calendar feeds (issue 29): each account's private subscription address, which calendar
 * apps poll without signing in. Only a hash of its token is kept (ADR 0033), so the
 * address can be shown only when it is made; replacing it retires the old one.
 */

/** GET /api/profile/calendar-feed: whether the account has an address, and since when. */
export const calendarFeedSchema = z.object({
  createdAt: z.iso.datetime().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** POST /api/profile/calendar-feed: a new address, shown this once (the old one, if any, now answers 404). */
export const calendarFeedAddressSchema = z.object({
  createdAt: z.iso.datetime(),
  /** The address as https://, for apps that ask for a URL. */
  httpsUrl: z.string(),
  /** The same address as webcal://, which opens the subscriber's calendar app. */
  webcalUrl: z.string(),
});
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;

/** GET /calendar/:feed: the token and `.ics`. Anything else is simply not found, as a wrong token is. */
export const calendarFeedParamsSchema = z.object({
  feed: z.string().max(200),
});
