import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { calendarFeedAddressSchema, calendarFeedParamsSchema, calendarFeedSchema } from '@shared/contracts/calendar-feed';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { addressSubject, type LimitRule, type RequestLimits } from '../limits/limits.service';
import { FEED_REFRESH_SECONDS } from './calendar-events';
import { calendarFeedFile, calendarFeedOf, replaceCalendarFeed } from './calendar-feed.service';

export interface CalendarFeedRoutesOptions {
  baseUrl: string;
  now: () => Date;
  limits: RequestLimits;
  /** Per address: generous, since one calendar service polls every subscriber's feed from the same few addresses. */
  limit: LimitRule;
}

/** Any signed-in account manages its own address; the feed itself is public to whoever holds the address. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesOptions> = async (app, { baseUrl, now, limits, limit }) => {
  app.get(
    '/api/profile/calendar-feed',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['accounts'],
        summary: 'Whether the signed-in account has a calendar feed address, and since when (the address itself is shown only when made)',
        response: { 200: calendarFeedSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return calendarFeedOf(app.db, requireUser(request).id);
    },
  );

  app.post(
    '/api/profile/calendar-feed',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['accounts'],
        summary: 'Makes a new calendar feed address for the signed-in account, shown this once; the previous one answers 404 from now on',
        response: { 200: calendarFeedAddressSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return replaceCalendarFeed(app.db, requireUser(request).id, baseUrl, now());
    },
  );

  app.get(
    '/calendar/:feed',
    {
      preHandler: async (request) => limits.hit(limit, addressSubject(request.ip)),
      schema: {
        tags: ['calendar'],
        summary:
          "A person's visits as an iCalendar feed (RFC 5545) for calendar apps to subscribe to: /calendar/<token>.ics, no session; an unknown token is 404",
        params: calendarFeedParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('iCalendar (RFC 5545), UTF-8'), 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        // The address is the secret: private caches only, and never in a search index.
        .header('cache-control', `private, max-age=${FEED_REFRESH_SECONDS}`)
        .header('x-robots-tag', 'noindex')
        .type('text/calendar; charset=utf-8')
        .send(await calendarFeedFile(app.db, request.params.feed, now())),
  );
};
