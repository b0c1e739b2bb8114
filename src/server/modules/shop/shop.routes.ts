import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRulesSchema } from '@shared/contracts/booking-rules';
import { shopHoursSchema } from '@shared/contracts/hours';
import { todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { sendRepresentation } from '../../lib/representation';
import { bookingRulesBody, shopHoursBody } from './public-calendar.service';

/** The shop's hours and booking rules, read by everyone (contact page, footer, booking screens); the console changes them (console/hours.routes.ts). */
export const shopRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const today = () => todayInZone(now(), siteConfig.timeZone);

  app.get(
    '/api/shop/hours',
    { schema: { tags: ['shop'], summary: 'The opening hours and the closures to come', response: { 200: shopHoursSchema } } },
    async (request, reply) => {
      // Asked again on every page load, so an owner's change shows at once (the app caches it for the visit);
      // answered from memory with an ETag (issue 15).
      reply.header('cache-control', 'no-cache');
      const from = today();
      return sendRepresentation(request, reply, await shopHoursBody(app.db, from));
    },
  );

  app.get(
    '/api/booking-rules',
    {
      schema: {
        tags: ['shop'],
        summary: "The minimum notice and the cancellation window, so the booking screens can say what the server would refuse",
        response: { 200: bookingRulesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return sendRepresentation(request, reply, await bookingRulesBody(app.db));
    },
  );
};
