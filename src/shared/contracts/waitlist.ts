import * as z from 'zod';
import { isoDateSchema } from './booking';
import { textId } from './text';

/*
 * The booking waitlist (issue 14): a customer waits for a service on a date, for one of
 * their saved pets and, if they like, only between two times. When a time frees up,
 * everyone it suits is emailed a link to an offer; the first to book it gets it.
 */

const invalidTime = 'errors.waitlist.invalidTime';
/** A time of day in minutes after midnight, shop time (9:30 AM is 570). */
const minuteOfDay = z.number({ error: invalidTime }).int(invalidTime).min(0, invalidTime).max(24 * 60, invalidTime);

/**
 * POST /api/waitlist. `fromMinute` and `toMinute` bound the whole appointment: it starts
 * no earlier than the one and ends no later than the other; either may be left out.
 */
export const joinWaitlistBodySchema = z
  .object({
    serviceId: textId('errors.booking.serviceRequired'),
    petId: z.uuid({ error: 'errors.waitlist.petRequired' }),
    date: isoDateSchema,
    fromMinute: minuteOfDay.optional(),
    toMinute: minuteOfDay.optional(),
  })
  .refine((body) => body.fromMinute === undefined || body.toMinute === undefined || body.fromMinute < body.toMinute, {
    error: 'errors.waitlist.rangeOrder',
    path: ['toMinute'],
  });

/** A time offered to the entry and not taken yet: its link's token and when it starts. */
export const openOfferSchema = z.object({
  token: z.string(),
  startsAt: z.iso.datetime(),
});

export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  serviceId: z.string(),
  /** In the reader's language where the owner gave a name for it. */
  serviceName: z.string(),
  /** Null once the pet is deleted: the entry can then no longer be booked. */
  petId: z.uuid().nullable(),
  petName: z.string().nullable(),
  date: isoDateSchema,
  fromMinute: z.number().int().nullable(),
  toMinute: z.number().int().nullable(),
  /** The time offered to this entry right now, if any. */
  offer: openOfferSchema.nullable(),
  createdAt: z.iso.datetime(),
});

/** GET /api/waitlist: the signed-in customer's entries still waiting, soonest date first. */
export const waitlistResponseSchema = z.object({ entries: z.array(waitlistEntrySchema) });

export const waitlistEntryParamsSchema = z.object({ entryId: z.uuid({ error: 'errors.waitlist.unknownEntry' }) });
export const waitlistOfferParamsSchema = z.object({ token: z.string().regex(/^[\w-]{16,128}$/, 'errors.waitlist.unknownOffer') });

/**
 * What became of an offer: still open, booked by this customer, gone to someone else,
 * closed with its entry (the customer left the waitlist), or its time has passed.
 */
export const offerStates = ['open', 'taken', 'gone', 'closed', 'expired'] as const;

/** GET /api/waitlist/offers/:token: the time offered, for the link's page. */
export const waitlistOfferSchema = z.object({
  state: z.enum(offerStates),
  serviceName: z.string(),
  petName: z.string().nullable(),
  date: isoDateSchema,
  startsAt: z.iso.datetime(),
  /** The pet's duration ("60 minutes") and price for the service, as booking would charge them. */
  duration: z.string().nullable(),
  priceCents: z.number().int().nonnegative().nullable(),
});

/** What the waitlist says when it refuses, by message id. */
export const waitlistMessages = {
  slotFree: 'errors.waitlist.slotFree',
  alreadyWaiting: 'errors.waitlist.alreadyWaiting',
  unknownEntry: 'errors.waitlist.unknownEntry',
  unknownOffer: 'errors.waitlist.unknownOffer',
  offerGone: 'errors.waitlist.offerGone',
  offerExpired: 'errors.waitlist.offerExpired',
  entryClosed: 'errors.waitlist.entryClosed',
  petRemoved: 'errors.waitlist.petRemoved',
} as const;

export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;
export type OfferState = (typeof offerStates)[number];
