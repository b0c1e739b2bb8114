import * as z from 'zod';
import { lineText, paragraphText } from './text';

/**
 * Waivers (issue 29, item 5): the owner writes one per service, in both languages, and
 * every edit publishes a new version (versions are never changed). A customer accepts the
 * current version once per pet, with their typed full name, before booking the service.
 */

export const WAIVER_TEXT_MAX = 10_000;
export const WAIVER_NAME_MAX = 120;

export const waiverMessages = {
  required: 'errors.waivers.required',
  changed: 'errors.waivers.changed',
  fullNameRequired: 'errors.waivers.fullNameRequired',
  fullNameTooLong: 'errors.waivers.fullNameTooLong',
  acceptRequired: 'errors.waivers.acceptRequired',
  textTooLong: 'errors.waivers.textTooLong',
  bothLanguages: 'errors.waivers.bothLanguages',
} as const;

/** What a booking carries when the pet has not accepted the service's current waiver yet. */
export const waiverAcceptanceSchema = z.object({
  /** The version the customer read: a newer one published meanwhile must be read again. */
  version: z.number({ error: waiverMessages.changed }).int(waiverMessages.changed).positive(waiverMessages.changed).max(1_000_000, waiverMessages.changed),
  fullName: lineText({ error: waiverMessages.fullNameRequired })
    .min(1, waiverMessages.fullNameRequired)
    .max(WAIVER_NAME_MAX, waiverMessages.fullNameTooLong),
  accepted: z.literal(true, { error: waiverMessages.acceptRequired }),
});

/** The waiver a booking must accept first, in the reader's language; null when none is asked. */
export const waiverToAcceptSchema = z.object({
  version: z.number().int().positive(),
  text: z.string(),
});

/** The owner's edit: both languages, or both empty for no waiver (a new version either way). */
export const waiverBodySchema = z
  .object({
    textEn: paragraphText().max(WAIVER_TEXT_MAX, waiverMessages.textTooLong),
    textFr: paragraphText().max(WAIVER_TEXT_MAX, waiverMessages.textTooLong),
  })
  .refine((body) => (body.textEn === '') === (body.textFr === ''), { error: waiverMessages.bothLanguages, path: ['textFr'] });

export const waiverVersionSchema = z.object({
  version: z.number().int().positive(),
  textEn: z.string(),
  textFr: z.string(),
  publishedAt: z.iso.datetime(),
  /** The owner's email. */
  publishedBy: z.string(),
});

/** A service's waiver for the console: the current version first, then the older ones. */
export const serviceWaiverSchema = z.object({
  serviceId: z.string(),
  /** Newest first; an empty text is "no waiver" from then on. */
  versions: z.array(waiverVersionSchema),
});

/** What staff see on a visit: the acceptance that covers it, or null for none asked. */
export const waiverAcceptedSchema = z.object({
  version: z.number().int().positive(),
  fullName: z.string(),
  acceptedAt: z.iso.datetime(),
});

export type WaiverAcceptance = z.infer<typeof waiverAcceptanceSchema>;
export type WaiverToAccept = z.infer<typeof waiverToAcceptSchema>;
export type WaiverBody = z.input<typeof waiverBodySchema>;
export type WaiverVersion = z.infer<typeof waiverVersionSchema>;
export type ServiceWaiver = z.infer<typeof serviceWaiverSchema>;
export type WaiverAccepted = z.infer<typeof waiverAcceptedSchema>;
