import * as z from 'zod';
import { isCountedPage, MAX_PAGE_PATH } from '../analytics/public-pages';
import { periodProblem } from '../analytics/period';
import { isValidIsoDate } from '../scheduling/zoned-time';

/**
 * The events the server records for the owner's figures (D27). Each is what happened
 * and to what, never who: no account, email, cookie or address goes with any of them.
 */
export const analyticsEventNames = [
  /** A public page was shown (path only, no query string). */
  'page_view',
  'add_to_cart',
  'checkout_started',
  'order_paid',
  /** The booking wizard reached a step (1, 2 or 3). */
  'booking_step',
  'appointment_booked',
  'appointment_cancelled',
  'appointment_completed',
  'appointment_no_show',
] as const;
export const analyticsEventNameSchema = z.enum(analyticsEventNames);
export type AnalyticsEventName = z.infer<typeof analyticsEventNameSchema>;

export const analyticsMessages = {
  notCountedPage: 'errors.analytics.notCountedPage',
  invalidStep: 'errors.analytics.invalidStep',
  invalidDate: 'errors.analytics.invalidDate',
  periodReversed: 'errors.analytics.periodReversed',
  periodTooLong: 'errors.analytics.periodTooLong',
} as const;

// ---- POST /api/events: what a browser may report ----

/**
 * The only events a browser reports, each with nothing but what it is about: a view of
 * a public page (its path, never a query string, never a signed-in screen) or a step the
 * booking wizard reached. Everything else is recorded by the server where it happens.
 */
export const browserEventSchema = z.discriminatedUnion('name', [
  z.strictObject({
    name: z.literal('page_view'),
    path: z.string().max(MAX_PAGE_PATH, analyticsMessages.notCountedPage).refine(isCountedPage, analyticsMessages.notCountedPage),
  }),
  z.strictObject({
    name: z.literal('booking_step'),
    step: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: analyticsMessages.invalidStep }),
  }),
]);
export type BrowserEvent = z.infer<typeof browserEventSchema>;

// ---- The owner's figures ----

const calendarDate = z.string({ error: analyticsMessages.invalidDate }).refine(isValidIsoDate, analyticsMessages.invalidDate);

/** A period of whole days in the shop's time zone, both included, at most a year (the figures and the exports). */
export const analyticsPeriodQuerySchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((period) => periodProblem(period) !== 'reversed', { error: analyticsMessages.periodReversed, path: ['to'] })
  .refine((period) => periodProblem(period) !== 'too-long', { error: analyticsMessages.periodTooLong, path: ['to'] });
export type AnalyticsPeriodQuery = z.infer<typeof analyticsPeriodQuerySchema>;

const count = z.number().int().nonnegative();
const cents = z.number().int();
/** A whole percent, or null where there is nothing to take a share of. */
const percent = z.number().int().nullable();

export const shopFunnelSteps = ['viewed_shop', 'added_to_cart', 'started_checkout', 'paid'] as const;
export const bookingFunnelSteps = ['step_1', 'step_2', 'step_3', 'booked'] as const;

const funnelSchema = <Step extends string>(steps: readonly [Step, ...Step[]]) =>
  z.array(
    z.object({
      step: z.enum(steps),
      /** How many times the step happened in the period (events, not people: see the dashboard). */
      count,
      /** This step's count as a percent of the step before (null for the first, or when that was 0). */
      percentOfPrevious: percent,
    }),
  );

export const periodFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Paid orders (by the day they were paid): what was paid, HST included, less what was refunded. */
  revenueCents: cents,
  orders: count,
  averageOrderCents: cents.nullable(),
  /** Every day of the period in order, days without sales included. */
  days: z.array(z.object({ date: z.string(), revenueCents: cents, orders: count })),
  /** Best sellers by sales before HST, then by units; refunded units left out. */
  topProducts: z.array(z.object({ productId: z.number().int(), name: z.string(), units: count, revenueCents: cents })),
  /** Appointments starting in the period that were not cancelled. */
  bookingsByService: z.array(z.object({ serviceId: z.string(), name: z.string(), bookings: count })),
  bookingsByProvider: z.array(z.object({ providerId: z.number().int(), name: z.string(), bookings: count })),
  /** Booked minutes (Confirmed, Completed, No-show) over working minutes (weekly hours less time off and closures). */
  utilisation: z.object({
    bookedMinutes: count,
    workingMinutes: count,
    percent,
    providers: z.array(z.object({ providerId: z.number().int(), name: z.string(), bookedMinutes: count, workingMinutes: count, percent })),
  }),
  /** Every appointment starting in the period, by status, and the two rates of them. */
  appointments: z.object({
    total: count,
    confirmed: count,
    completed: count,
    noShows: count,
    cancelled: count,
    noShowPercent: percent,
    cancellationPercent: percent,
  }),
  /** See the dashboard's definition (repeat customers ÷ customers active in the period). */
  customers: z.object({ active: count, repeat: count, repeatPercent: percent }),
  /**
   * Gift cards (issue 32): a card sold is money owed until it is spent, so it is not in the
   * revenue; what it buys is, with the order it pays. Sold in the period, spent in it, and
   * still owed on all cards at the period's end (voided cards owe nothing).
   */
  giftCards: z.object({ soldCents: cents, spentCents: cents, owedAtEndCents: cents }),
  shopFunnel: funnelSchema(shopFunnelSteps),
  bookingFunnel: funnelSchema(bookingFunnelSteps),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const analyticsDashboardSchema = z.object({
  timeZone: z.string(),
  current: periodFiguresSchema,
  /** The period of equal length just before: what each change is measured against. */
  previous: periodFiguresSchema,
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;
