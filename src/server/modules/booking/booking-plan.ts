import { bookingMessages, dateRefusalMessage, type PetType } from '@shared/contracts/booking';
import { bookingRuleMessages } from '@shared/contracts/booking-rules';
import { hoursMessages, type Closure } from '@shared/contracts/hours';
import { message } from '@shared/i18n/message';
import {
  addDaysToDate,
  availableSlots,
  checkBookableDate,
  chooseProvider,
  parseSlotLabel,
  zonedDateTimeToInstant,
  type ProviderBooking,
} from '@shared/scheduling/slots';
import { startRefusal } from '@shared/scheduling/booking-windows';
import { siteConfig } from '@shared/site-config/site-config';
import { AppError } from '../../lib/app-error';
import type { BookableSchedule } from '../providers/providers.service';

/**
 * The decisions of booking and rescheduling, pure: everything they need is loaded
 * first and passed in, and they either answer or throw the AppError the user sees.
 */

const { timeZone } = siteConfig;
const { horizonDays } = siteConfig.booking;

/** One local day as the decisions see it: who offers the service then, who is busy when, and the shop's calendar. */
export interface BookingDay {
  date: string;
  schedules: BookableSchedule[];
  /** Confirmed appointments of those providers overlapping the day's slots. */
  bookings: ProviderBooking[];
  /** The grid starts sit on (the owner's setting). */
  slotStepMinutes: number;
  /** No start sooner than this after now is offered or booked (the owner's setting; 0 for the shop's own changes). */
  minNoticeMinutes: number;
  /** Set when the whole shop is closed that date. */
  closure?: Closure;
}

export interface SlotPlan {
  startsAt: Date;
  endsAt: Date;
  /** The providers free for that start, best first by D8's rule; empty when the slot is taken. */
  providerIds: number[];
}

/** The instants to load bookings for: wide enough for any slot of that local day and the service's length. */
export function bookingDayWindow(date: string, durationMinutes: number): { from: Date; to: Date } {
  const from = zonedDateTimeToInstant(date, 0, timeZone);
  const to = new Date(zonedDateTimeToInstant(addDaysToDate(date, 1), 0, timeZone).getTime() + durationMinutes * 60_000);
  return { from, to };
}

export function assertBookableDate(date: string, now: Date, horizon: number = horizonDays): void {
  const check = checkBookableDate({ date, now, timeZone, horizonDays: horizon });
  if (check.ok) return;
  const message = dateRefusalMessage(check, horizon);
  throw new AppError(422, 'DATE_NOT_BOOKABLE', message, { date: message });
}

/** A day the shop is closed (a holiday) takes no bookings: refused like a past date, with the reason. */
export function assertShopOpen(day: Pick<BookingDay, 'closure'>): void {
  if (!day.closure) return;
  const refusal = message(hoursMessages.shopClosed, { brand: siteConfig.brand, reason: day.closure.reason || 'none' });
  throw new AppError(422, 'DATE_NOT_BOOKABLE', refusal, { date: refusal });
}

/** The day's slots for a service of this length, each with the providers who could take it. */
export function daySlots(day: BookingDay, durationMinutes: number, now: Date) {
  return availableSlots({
    date: day.date,
    now,
    timeZone,
    serviceDurationMinutes: durationMinutes,
    slotStepMinutes: day.slotStepMinutes,
    minNoticeMinutes: day.minNoticeMinutes,
    providers: day.schedules,
    bookings: day.bookings,
  });
}

/**
 * The instant until which a day's offer stays the same with time alone: the first offered
 * slot to fall inside the minimum notice then stops being offered (a slot refused for
 * being too soon or past stays refused). Infinity when none is offered.
 */
export function offerChangesAt(slots: ReadonlyArray<{ startsAt: Date; available: boolean }>, minNoticeMinutes: number): number {
  let changesAt = Number.POSITIVE_INFINITY;
  for (const slot of slots) {
    if (!slot.available) continue;
    // Offered while now + notice <= startsAt (and now < startsAt: with no notice, a slot
    // starting now has started), so at the latest at startsAt - notice.
    const lastOffered = slot.startsAt.getTime() - minNoticeMinutes * 60_000 - (minNoticeMinutes === 0 ? 1 : 0);
    changesAt = Math.min(changesAt, lastOffered + 1);
  }
  return changesAt;
}

/** A new booking: the service must suit the pet, and the slot must be bookable and free. */
export function planBooking(input: {
  service: { petTypes: string[]; durationMinutes: number };
  petType: PetType;
  time: string;
  now: Date;
  day: BookingDay;
  /** The later visits of a series reach further than a single booking (siteConfig.booking). */
  horizonDays?: number;
}): SlotPlan {
  assertServiceSuits(input.service, input.petType);
  return planSlot({ ...input, durationMinutes: input.service.durationMinutes });
}

/** The service must suit the pet's type (spec §5). */
export function assertServiceSuits(service: { petTypes: string[] }, petType: PetType): void {
  if (service.petTypes.includes(petType)) return;
  const message = bookingMessages.serviceNotForPetType(petType);
  throw new AppError(422, 'SERVICE_NOT_FOR_PET_TYPE', message, { petType: message });
}

/** A new time for an appointment: its own provider first when free, which is what an owner expects. */
export function planReschedule(input: {
  appointment: { providerId: number; serviceDurationMinutes: number };
  time: string;
  now: Date;
  day: BookingDay;
  horizonDays?: number;
}): SlotPlan {
  const { appointment } = input;
  const plan = planSlot({ ...input, durationMinutes: appointment.serviceDurationMinutes });
  if (!plan.providerIds.includes(appointment.providerId)) return plan;
  return { ...plan, providerIds: [appointment.providerId, ...plan.providerIds.filter((id) => id !== appointment.providerId)] };
}

function planSlot(input: { time: string; durationMinutes: number; now: Date; day: BookingDay; horizonDays?: number }): SlotPlan {
  const { time, durationMinutes, now, day } = input;
  assertBookableDate(day.date, now, input.horizonDays);
  assertShopOpen(day);
  const minutes = parseSlotLabel(time);
  const unlisted = () => new AppError(422, 'VALIDATION_ERROR', bookingMessages.unlistedTime, { time: bookingMessages.unlistedTime });
  if (minutes === undefined) throw unlisted();
  const startsAt = zonedDateTimeToInstant(day.date, minutes, timeZone);
  const refusal = startRefusal(startsAt, now, day.minNoticeMinutes);
  if (refusal === 'past') throw new AppError(422, 'TIME_PASSED', bookingMessages.pastTime, { time: bookingMessages.pastTime });
  if (refusal === 'too-soon') {
    const tooSoon = bookingRuleMessages.tooSoon(day.minNoticeMinutes);
    throw new AppError(422, 'TOO_SOON', tooSoon, { time: tooSoon });
  }
  // Only a start the day offers for this service: on the grid, inside someone's hours.
  const slot = daySlots(day, durationMinutes, now).find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!slot) throw unlisted();
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
    providerIds: rankProviders(day, slot.providerIds),
  };
}

/** D8: fewest bookings that day, then longest-serving, then lowest id. */
function rankProviders(day: BookingDay, freeIds: number[]): number[] {
  const dayStart = zonedDateTimeToInstant(day.date, 0, timeZone).getTime();
  const dayEnd = zonedDateTimeToInstant(addDaysToDate(day.date, 1), 0, timeZone).getTime();
  const bookingsThatDay = new Map<number, number>();
  for (const booking of day.bookings) {
    const startsAt = booking.startsAt.getTime();
    if (startsAt >= dayStart && startsAt < dayEnd) bookingsThatDay.set(booking.providerId, (bookingsThatDay.get(booking.providerId) ?? 0) + 1);
  }
  const ranked: number[] = [];
  let remaining = day.schedules.filter((schedule) => freeIds.includes(schedule.id));
  for (;;) {
    const next = chooseProvider({ candidates: remaining, bookingsThatDay });
    if (next === undefined) return ranked;
    ranked.push(next);
    remaining = remaining.filter((schedule) => schedule.id !== next);
  }
}
