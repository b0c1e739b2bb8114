import * as z from 'zod';
import { message, type Message } from '../i18n/message';
import { windowHours } from '../scheduling/booking-windows';
import { siteConfig } from '../site-config/site-config';

/**
 * The owner's booking rules (issue 14): the minimum notice before a booking starts, the
 * window before it inside which customers call the shop instead of changing it online,
 * and how long before it the reminder goes. The limits are the database's checks.
 */
export const bookingRuleLimits = {
  minNoticeMinutes: { min: 0, max: 20_160 },
  cancelWindowMinutes: { min: 0, max: 20_160 },
  reminderLeadMinutes: { min: 60, max: 10_080 },
  /** Issue 29: how long a visit Awaiting deposit holds its time. */
  depositHoldMinutes: { min: 5, max: 1_440 },
} as const;

/** A fresh install's deposit hold (the migration's default). */
export const DEFAULT_DEPOSIT_HOLD_MINUTES = 15;

/** What the rules say when they refuse, by message id; the shop's phone number comes from the site config. */
export const bookingRuleMessages = {
  tooSoon: (minNoticeMinutes: number): Message =>
    message('errors.booking.tooSoon', { hours: windowHours(minNoticeMinutes), phone: siteConfig.contact.phone }),
  insideCancelWindow: (cancelWindowMinutes: number): Message =>
    message('errors.booking.insideCancelWindow', { hours: windowHours(cancelWindowMinutes), phone: siteConfig.contact.phone }),
  /** A customer's cancel or reschedule of an appointment whose start has come. */
  started: 'errors.booking.appointmentStarted',
  minNotice: 'errors.hours.minNotice',
  cancelWindow: 'errors.hours.cancelWindow',
  reminderLead: 'errors.hours.reminderLead',
  depositHold: 'errors.hours.depositHold',
} as const;

const wholeMinutes = (limits: { min: number; max: number }, text: string) =>
  z.number({ error: text }).int(text).min(limits.min, text).max(limits.max, text);

/** The rules as the owner sets them (PUT /api/console/booking-settings, with the slot grid). */
export const bookingRuleSettingsSchema = z.object({
  minNoticeMinutes: wholeMinutes(bookingRuleLimits.minNoticeMinutes, bookingRuleMessages.minNotice),
  cancelWindowMinutes: wholeMinutes(bookingRuleLimits.cancelWindowMinutes, bookingRuleMessages.cancelWindow),
  reminderLeadMinutes: wholeMinutes(bookingRuleLimits.reminderLeadMinutes, bookingRuleMessages.reminderLead),
  depositHoldMinutes: wholeMinutes(bookingRuleLimits.depositHoldMinutes, bookingRuleMessages.depositHold),
});

/** GET /api/booking-rules: what the booking screens need to show what the server would refuse, and why. */
export const bookingRulesSchema = z.object({
  minNoticeMinutes: z.number().int(),
  cancelWindowMinutes: z.number().int(),
});

export type BookingRuleSettings = z.infer<typeof bookingRuleSettingsSchema>;
export type BookingRules = z.infer<typeof bookingRulesSchema>;
