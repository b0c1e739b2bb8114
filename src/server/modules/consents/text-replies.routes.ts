import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { forbidden } from '../../lib/app-error';
import type { TextMessages } from '../text-messages/text-messages.service';
import { receiveTextReply } from './consents.service';

export interface TextRepliesOptions {
  texts: TextMessages;
  baseUrl: string;
  now: () => Date;
}

/** Twilio's inbound message, as a form: the fields we read; every other field is kept for the signature. */
const inboundTextSchema = z.looseObject({
  /** A number (+19055550142), or a channel address such as whatsapp:+1…; never a control character, which PostgreSQL would refuse. */
  From: z.string().regex(/^[\w+:.@-]{1,64}$/),
  Body: z.string().max(1600),
});

/** An empty TwiML answer: nothing is texted back by us (Twilio itself confirms an opt-out). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Replies to the shop's texts (issue 30 item 3), as Twilio posts them. With Twilio
 * configured, a request without its X-Twilio-Signature over the full URL and the form is
 * refused (403). STOP, ARRÊT and Twilio's other opt-out words withdraw text reminders
 * from that number at once (a consent record, place 'text-reply'); anything else is
 * only acknowledged. With the local stand-in, there is no secret to check, so the route
 * is served to the tests only (NODE_ENV=test): on an install without Twilio, anyone could
 * otherwise withdraw anyone's consent by posting a STOP.
 */
export const textRepliesRoutes: FastifyPluginAsyncZod<TextRepliesOptions> = async (app, { texts, baseUrl, now }) => {
  if (texts.name === 'local' && app.env.NODE_ENV !== 'test') return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/api/texts/inbound',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A text a customer sent the shop (Twilio webhook, signed): STOP or ARRÊT withdraws text reminders',
        headers: z.object({ 'x-twilio-signature': z.string().max(200).optional() }),
        body: inboundTextSchema,
        response: { 200: z.string().describe('Empty TwiML'), 403: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const params = Object.fromEntries(Object.entries(request.body).map(([name, value]) => [name, String(value)]));
      if (!texts.isSignedRequest(`${baseUrl}${request.url}`, params, request.headers['x-twilio-signature'])) {
        throw forbidden();
      }
      const stopped = await receiveTextReply(app.db, { from: request.body.From, body: request.body.Body }, now());
      if (stopped > 0) request.log.info({ stopped }, 'text reply: opt-out recorded');
      return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
    },
  );
};
