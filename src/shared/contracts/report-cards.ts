import * as z from 'zod';
import { lineText, paragraphText } from './text';

/**
 * Report cards (issue 29, item 3): when a visit is Completed its provider may write one
 * card: a short note, checks from the owner's list, and up to 4 photos uploaded first
 * through the image upload. The customer is mailed it once; it stays on the pet's page.
 */

export const REPORT_CARD_NOTE_MAX = 1000;
export const REPORT_CARD_PHOTOS_MAX = 4;
/** The owner's list of checks, and so the most a card can tick. */
export const REPORT_CARD_CHECKS_MAX = 20;
export const REPORT_CARD_CHECK_LABEL_MAX = 60;

export const reportCardMessages = {
  noteTooLong: 'errors.reportCards.noteTooLong',
  tooManyPhotos: 'errors.reportCards.tooManyPhotos',
  unknownPhoto: 'errors.reportCards.unknownPhoto',
  unknownCheck: 'errors.reportCards.unknownCheck',
  notCompleted: 'errors.reportCards.notCompleted',
  alreadyWritten: 'errors.reportCards.alreadyWritten',
  noCard: 'errors.reportCards.noCard',
  shopStorageFull: 'errors.reportCards.shopStorageFull',
  checkLabelRequired: 'errors.reportCards.checkLabelRequired',
  checkLabelTooLong: 'errors.reportCards.checkLabelTooLong',
  tooManyChecks: 'errors.reportCards.tooManyChecks',
} as const;

/** A photo's address as the image upload answered it: `/media/<sha256>.<png|jpg|webp>`. */
const photoAddress = z.string({ error: reportCardMessages.unknownPhoto }).regex(/^\/media\/[0-9a-f]{64}\.(png|jpg|webp)$/, reportCardMessages.unknownPhoto);

/** POST /api/provider/appointments/:appointmentId/report-card */
export const reportCardBodySchema = z.object({
  note: paragraphText().max(REPORT_CARD_NOTE_MAX, reportCardMessages.noteTooLong),
  checkIds: z
    .array(z.uuid({ error: reportCardMessages.unknownCheck }), { error: reportCardMessages.unknownCheck })
    .max(REPORT_CARD_CHECKS_MAX, reportCardMessages.unknownCheck)
    .refine((ids) => new Set(ids).size === ids.length, reportCardMessages.unknownCheck),
  photos: z
    .array(photoAddress, { error: reportCardMessages.unknownPhoto })
    .max(REPORT_CARD_PHOTOS_MAX, reportCardMessages.tooManyPhotos)
    .refine((photos) => new Set(photos).size === photos.length, reportCardMessages.unknownPhoto),
});

export const reportCardParamsSchema = z.object({
  appointmentId: z.uuid({ error: 'errors.booking.unknownAppointment' }),
});

/** A card as its reader sees it, the checks in the reader's language. */
export const reportCardSchema = z.object({
  id: z.uuid(),
  appointmentId: z.uuid(),
  petName: z.string(),
  serviceName: z.string(),
  visitStartsAt: z.iso.datetime(),
  providerName: z.string(),
  note: z.string(),
  checks: z.array(z.string()),
  photos: z.array(z.string()),
  writtenAt: z.iso.datetime(),
});

/** GET /api/pets/:petId/report-cards: latest visit first. */
export const reportCardListSchema = z.object({ reportCards: z.array(reportCardSchema) });

/** One check of the owner's list, in both languages. */
export const reportCardCheckSchema = z.object({ id: z.uuid(), labelEn: z.string(), labelFr: z.string() });
export const reportCardCheckListSchema = z.object({ checks: z.array(reportCardCheckSchema) });

const checkLabel = lineText({ error: reportCardMessages.checkLabelRequired })
  .min(1, reportCardMessages.checkLabelRequired)
  .max(REPORT_CARD_CHECK_LABEL_MAX, reportCardMessages.checkLabelTooLong);

/** PUT /api/console/report-card-checks: the whole list, in its order (cards already written keep their words). */
export const reportCardChecksBodySchema = z.object({
  checks: z
    .array(z.object({ labelEn: checkLabel, labelFr: checkLabel }), { error: reportCardMessages.tooManyChecks })
    .max(REPORT_CARD_CHECKS_MAX, reportCardMessages.tooManyChecks),
});

export type ReportCardBody = z.input<typeof reportCardBodySchema>;
export type ReportCardWrite = z.output<typeof reportCardBodySchema>;
export type ReportCard = z.infer<typeof reportCardSchema>;
export type ReportCardList = z.infer<typeof reportCardListSchema>;
export type ReportCardCheck = z.infer<typeof reportCardCheckSchema>;
export type ReportCardCheckList = z.infer<typeof reportCardCheckListSchema>;
export type ReportCardChecksBody = z.input<typeof reportCardChecksBodySchema>;
