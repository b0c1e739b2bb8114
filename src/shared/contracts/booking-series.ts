import * as z from 'zod';
import { message, type Message } from '../i18n/message';
import { REPEAT_WEEKS_MAX, SERIES_MAX_VISITS, SERIES_MIN_VISITS, type RepeatRefusal } from '../scheduling/repeat-visits';
import { appointmentSchema, bookAppointmentBodySchema, isoDateSchema, serviceTermsSchema, slotTimeSchema } from './booking';

/**
 * Recurring visits (issue 29, item 1): a booking repeated every N weeks, M times or until
 * a date. The preview shows each visit's availability as the server computes it, with the
 * nearest free times for a visit whose time is taken; the confirm books every visit the
 * customer settled on, all or none.
 */
export { REPEAT_WEEKS_MAX, SERIES_MAX_VISITS, SERIES_MIN_VISITS } from '../scheduling/repeat-visits';

export const seriesMessages = {
  everyWeeks: 'errors.series.everyWeeks',
  count: 'errors.series.count',
  endRequired: 'errors.series.endRequired',
  untilPast: 'errors.series.untilPast',
  untilBeforeFirst: 'errors.series.untilBeforeFirst',
  tooMany: (max: number): Message => message('errors.series.tooMany', { max }),
  tooFew: 'errors.series.tooFew',
  beyondHorizon: (days: number): Message => message('errors.series.beyondHorizon', { days }),
  visitsChanged: 'errors.series.visitsChanged',
  visitTaken: (visit: number, date: string, time: string): Message => message('errors.series.visitTaken', { visit, date, time }),
} as const;

/** The words of a rule repeatDates refuses, and the field they belong to. */
export function repeatRefusalMessage(reason: RepeatRefusal, horizonDays: number): { field: 'count' | 'until'; message: Message } {
  switch (reason) {
    case 'until-past':
      return { field: 'until', message: seriesMessages.untilPast };
    case 'until-before-first':
      return { field: 'until', message: seriesMessages.untilBeforeFirst };
    case 'too-many':
      return { field: 'count', message: seriesMessages.tooMany(SERIES_MAX_VISITS) };
    case 'too-few':
      return { field: 'until', message: seriesMessages.tooFew };
    case 'beyond-horizon':
      return { field: 'until', message: seriesMessages.beyondHorizon(horizonDays) };
  }
}

/** Every N weeks (1–12), and either M visits in all (2–12) or every visit up to a date. */
export const repeatSchema = z
  .object({
    everyWeeks: z
      .number({ error: seriesMessages.everyWeeks })
      .int(seriesMessages.everyWeeks)
      .min(1, seriesMessages.everyWeeks)
      .max(REPEAT_WEEKS_MAX, seriesMessages.everyWeeks),
    count: z
      .number({ error: seriesMessages.count })
      .int(seriesMessages.count)
      .min(SERIES_MIN_VISITS, seriesMessages.count)
      .max(SERIES_MAX_VISITS, seriesMessages.count)
      .optional(),
    until: isoDateSchema.optional(),
  })
  .superRefine((rule, context) => {
    if ((rule.count === undefined) === (rule.until === undefined)) {
      context.addIssue({ code: 'custom', path: ['count'], message: seriesMessages.endRequired });
    }
  });

/** What the preview needs: the service, the pet as far as it sets the duration, the first visit's time, and the rule. */
export const seriesPreviewBodySchema = bookAppointmentBodySchema
  .pick({ serviceId: true, petType: true, petId: true, petSize: true, petCoat: true, petWeightKg: true, date: true, time: true })
  .extend({ repeat: repeatSchema });

const visitTimeSchema = z.object({ date: isoDateSchema, time: z.string(), startsAt: z.iso.datetime() });

export const seriesPreviewSchema = z.object({
  terms: serviceTermsSchema,
  visits: z.array(
    visitTimeSchema.extend({
      available: z.boolean(),
      /** For a taken time: the nearest free ones that day, then the next day. */
      alternatives: z.array(visitTimeSchema),
    }),
  ),
});

/** The booking, its rule, and the time settled on for each visit (the rule's date or the day after). */
export const bookSeriesBodySchema = bookAppointmentBodySchema.extend({
  repeat: repeatSchema,
  visits: z
    .array(z.object({ date: isoDateSchema, time: slotTimeSchema }))
    .min(SERIES_MIN_VISITS, seriesMessages.visitsChanged)
    .max(SERIES_MAX_VISITS, seriesMessages.visitsChanged),
});

export const seriesSchema = z.object({
  seriesId: z.uuid(),
  appointments: z.array(appointmentSchema),
});

/** The visits "this and following" cancelled or moved, earliest first. */
export const changedVisitsSchema = z.object({ appointments: z.array(appointmentSchema) });

export type RepeatBody = z.infer<typeof repeatSchema>;
export type SeriesPreviewBody = z.infer<typeof seriesPreviewBodySchema>;
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;
export type BookSeriesBody = z.infer<typeof bookSeriesBodySchema>;
export type Series = z.infer<typeof seriesSchema>;
export type ChangedVisits = z.infer<typeof changedVisitsSchema>;
