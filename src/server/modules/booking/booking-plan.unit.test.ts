import { describe, expect, it } from 'vitest';
import { DEMO_WEEKLY_HOURS } from '../../db/seed-data';
import { english } from '@shared/test/english';
import { AppError } from '../../lib/app-error';
import { daySlots, offerChangesAt, planBooking, planReschedule, type BookingDay } from './booking-plan';

/** Wednesday 10 March 2027, 9:00 in Toronto (UTC-5 until the 14th). */
const now = new Date('2027-03-10T14:00:00Z');
const schedule = (id: number, joined: string) => ({ id, createdAt: new Date(joined), displayName: `Provider ${id}`, workingHours: DEMO_WEEKLY_HOURS });
const grooming = { petTypes: ['Dog'], durationMinutes: 30 };
const at = (iso: string, providerId: number) => ({ providerId, startsAt: new Date(iso), endsAt: new Date(new Date(iso).getTime() + 30 * 60_000) });

const day = (bookings: BookingDay['bookings'] = []): BookingDay => ({
  date: '2027-03-12',
  schedules: [schedule(1, '2026-01-01'), schedule(2, '2026-06-01'), schedule(3, '2025-01-01')],
  bookings,
  slotStepMinutes: 30,
  minNoticeMinutes: 120,
});

/** The refusal a plan throws, with its message as an English reader sees it. */
const refusal = (plan: () => unknown) => {
  try {
    plan();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { statusCode: error.statusCode, code: error.code, message: english(error.text) };
  }
  throw new Error('the plan was not refused');
};

describe('planBooking', () => {
  it('ranks the free providers: fewest bookings that day, then longest-serving', () => {
    const plan = planBooking({ service: grooming, petType: 'Dog', time: '10:00 AM', now, day: day([at('2027-03-12T16:00:00Z', 3)]) });
    expect(plan.startsAt.toISOString()).toBe('2027-03-12T15:00:00.000Z');
    expect(plan.endsAt.toISOString()).toBe('2027-03-12T15:30:00.000Z');
    expect(plan.providerIds).toEqual([1, 2, 3]);
  });

  it('leaves out a provider busy at that time, and counts only bookings starting that local day', () => {
    const plan = planBooking({
      service: grooming,
      petType: 'Dog',
      time: '10:00 AM',
      now,
      day: day([at('2027-03-12T15:00:00Z', 3), at('2027-03-12T04:45:00Z', 1)]),
    });
    expect(plan.providerIds).toEqual([1, 2]);
  });

  it('plans no provider for a slot everyone has taken', () => {
    const taken = day([at('2027-03-12T15:00:00Z', 1), at('2027-03-12T15:00:00Z', 2), at('2027-03-12T15:00:00Z', 3)]);
    expect(planBooking({ service: grooming, petType: 'Dog', time: '10:00 AM', now, day: taken }).providerIds).toEqual([]);
  });

  it('refuses a pet the service does not suit, a time off the grid, a passed time and a date out of range', () => {
    expect(refusal(() => planBooking({ service: grooming, petType: 'Cat', time: '10:00 AM', now, day: day() }))).toMatchObject({
      statusCode: 422,
      code: 'SERVICE_NOT_FOR_PET_TYPE',
      message: 'The selected service is not available for Cat.',
    });
    expect(refusal(() => planBooking({ service: grooming, petType: 'Dog', time: '10:15 AM', now, day: day() }))).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(
      refusal(() => planBooking({ service: grooming, petType: 'Dog', time: '9:00 AM', now, day: { ...day(), date: '2027-03-10' } })),
    ).toMatchObject({ code: 'TIME_PASSED' });
    expect(
      refusal(() => planBooking({ service: grooming, petType: 'Dog', time: '9:00 AM', now, day: { ...day(), date: '2027-03-09' } })),
    ).toMatchObject({ code: 'DATE_NOT_BOOKABLE', message: 'Please choose today or a later date.' });
    expect(
      refusal(() => planBooking({ service: grooming, petType: 'Dog', time: '9:00 AM', now, day: { ...day(), date: '2027-12-31' } })),
    ).toMatchObject({ code: 'DATE_NOT_BOOKABLE', message: 'Appointments can be booked up to 90 days ahead.' });
  });

  it('refuses a start sooner than the minimum notice, in its own words with the shop\'s phone number (issue 14)', () => {
    const today = { ...day(), date: '2027-03-10' };
    expect(refusal(() => planBooking({ service: grooming, petType: 'Dog', time: '10:30 AM', now, day: today }))).toEqual({
      statusCode: 422,
      code: 'TOO_SOON',
      message: "Online booking needs at least 2 hours' notice. For a sooner time, please call us at (905) 555-0142.",
    });
    expect(planBooking({ service: grooming, petType: 'Dog', time: '11:00 AM', now, day: today }).providerIds).toHaveLength(3);
    expect(planBooking({ service: grooming, petType: 'Dog', time: '9:30 AM', now, day: { ...today, minNoticeMinutes: 0 } }).providerIds).toHaveLength(3);
  });

  it('offers 10:15 AM on a 15-minute grid, and only starts inside the hours', () => {
    const quarterly = { ...day(), slotStepMinutes: 15 };
    const plan = planBooking({ service: { petTypes: ['Dog'], durationMinutes: 45 }, petType: 'Dog', time: '10:15 AM', now, day: quarterly });
    expect(plan.startsAt.toISOString()).toBe('2027-03-12T15:15:00.000Z');
    expect(plan.endsAt.toISOString()).toBe('2027-03-12T16:00:00.000Z');
    // 4:30 PM + 45 minutes runs past 5:00 PM.
    expect(refusal(() => planBooking({ service: { petTypes: ['Dog'], durationMinutes: 45 }, petType: 'Dog', time: '4:30 PM', now, day: quarterly }))).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses a day the shop is closed, saying why', () => {
    const holiday = { ...day(), closure: { date: '2027-03-12', reason: 'Staff training day' } };
    expect(refusal(() => planBooking({ service: grooming, petType: 'Dog', time: '10:00 AM', now, day: holiday }))).toEqual({
      statusCode: 422,
      code: 'DATE_NOT_BOOKABLE',
      message: 'Pet Haven is closed on this date (Staff training day). Please choose another date.',
    });
    const unexplained = { ...day(), closure: { date: '2027-03-12', reason: '' } };
    expect(refusal(() => planBooking({ service: grooming, petType: 'Dog', time: '10:00 AM', now, day: unexplained })).message).toBe(
      'Pet Haven is closed on this date. Please choose another date.',
    );
  });
});

describe('planReschedule', () => {
  it("puts the appointment's own provider first when they are free", () => {
    const plan = planReschedule({ appointment: { providerId: 3, serviceDurationMinutes: 30 }, time: '11:00 AM', now, day: day() });
    expect(plan.providerIds).toEqual([3, 1, 2]);
  });

  it('moves to another provider when its own is busy', () => {
    const busy = day([at('2027-03-12T16:00:00Z', 3)]);
    expect(planReschedule({ appointment: { providerId: 3, serviceDurationMinutes: 30 }, time: '11:00 AM', now, day: busy }).providerIds).toEqual([1, 2]);
  });
});

describe('offerChangesAt: how long a day\'s offer holds with time alone', () => {
  const offered = (someDay: BookingDay, at: Date) => daySlots(someDay, 30, at).map((slot) => slot.available);

  it.each([120, 0, 45])('is the first instant one of the day\'s offered slots falls inside a notice of %i minutes', (minNoticeMinutes) => {
    // 10:40 on the day itself: the morning's slots are going one by one.
    const today = { ...day(), date: '2027-03-10', minNoticeMinutes };
    const madeAt = new Date('2027-03-10T15:40:00Z');
    const until = offerChangesAt(daySlots(today, 30, madeAt), minNoticeMinutes);
    expect(until).toBeGreaterThan(madeAt.getTime());
    expect(offered(today, new Date(until - 1))).toEqual(offered(today, madeAt));
    expect(offered(today, new Date(until))).not.toEqual(offered(today, madeAt));
  });

  it('ignores slots not offered, and is never when nothing is offered', () => {
    const madeAt = new Date('2027-03-10T15:40:00Z');
    const slots = daySlots({ ...day(), date: '2027-03-10' }, 30, madeAt);
    const offeredOnly = slots.filter((slot) => slot.available);
    expect(offerChangesAt(slots, 120)).toBe(offerChangesAt(offeredOnly, 120));
    expect(offerChangesAt(slots.map((slot) => ({ ...slot, available: false })), 120)).toBe(Number.POSITIVE_INFINITY);
  });
});
