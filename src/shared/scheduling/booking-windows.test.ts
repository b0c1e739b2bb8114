import { describe, expect, it } from 'vitest';
import {
  changeDeadline,
  customerChangeRefusal,
  DEFAULT_BOOKING_WINDOWS,
  earliestBookableStart,
  isInsideCancelWindow,
  isWithinNotice,
  startRefusal,
  windowHours,
} from './booking-windows';
import { zonedDateAndMinutes, zonedDateTimeToInstant } from './zoned-time';

const toronto = 'America/Toronto';
/** An instant from Toronto's wall clock: ('2027-03-14', '10:00'). */
const at = (date: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return zonedDateTimeToInstant(date, hours! * 60 + minutes!, toronto);
};
const wallClock = (instant: Date) => {
  const { date, minutes } = zonedDateAndMinutes(instant, toronto);
  return `${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
const { minNoticeMinutes: twoHours, cancelWindowMinutes: oneDay } = DEFAULT_BOOKING_WINDOWS;

describe('the minimum notice', () => {
  const now = at('2027-03-10', '09:00');

  it('refuses a start sooner than the notice, accepts one exactly at it and later', () => {
    expect(startRefusal(at('2027-03-10', '10:30'), now, twoHours)).toBe('too-soon');
    expect(startRefusal(at('2027-03-10', '10:59'), now, twoHours)).toBe('too-soon');
    expect(startRefusal(at('2027-03-10', '11:00'), now, twoHours)).toBeUndefined();
    expect(startRefusal(at('2027-03-11', '09:00'), now, twoHours)).toBeUndefined();
  });

  it('calls a start that has come or gone past, whatever the notice', () => {
    expect(startRefusal(now, now, twoHours)).toBe('past');
    expect(startRefusal(at('2027-03-09', '16:30'), now, twoHours)).toBe('past');
    expect(startRefusal(at('2027-03-10', '09:01'), now, 0)).toBeUndefined();
  });

  it('counts elapsed hours across the spring-forward gap (2027-03-14: 2:00 AM becomes 3:00 AM)', () => {
    const night = at('2027-03-14', '01:30');
    // Two real hours after 1:30 AM EST is 4:30 AM EDT, not 3:30.
    expect(wallClock(earliestBookableStart(night, twoHours))).toBe('2027-03-14 04:30');
    expect(isWithinNotice(at('2027-03-14', '04:00'), night, twoHours)).toBe(true);
    expect(isWithinNotice(at('2027-03-14', '04:30'), night, twoHours)).toBe(false);
  });

  it('counts elapsed hours across the fall-back hour (2026-11-01: 1:00 AM comes twice)', () => {
    const night = at('2026-11-01', '00:30');
    // 0:30 EDT + 2 hours: 1:30 EDT, 1:00 EST, so 1:30 AM EST on the clock.
    expect(wallClock(earliestBookableStart(night, twoHours))).toBe('2026-11-01 01:30');
    expect(isWithinNotice(at('2026-11-01', '02:00'), night, twoHours)).toBe(false);
    expect(isWithinNotice(at('2026-11-01', '09:00'), at('2026-11-01', '07:30'), twoHours)).toBe(true);
    expect(isWithinNotice(at('2026-11-01', '09:30'), at('2026-11-01', '07:30'), twoHours)).toBe(false);
  });
});

describe('the cancellation window', () => {
  const startsAt = at('2027-03-12', '10:00');

  it('lets the customer change until the deadline itself, and not a moment after', () => {
    expect(changeDeadline(startsAt, oneDay)).toEqual(at('2027-03-11', '10:00'));
    expect(isInsideCancelWindow(startsAt, at('2027-03-11', '09:59'), oneDay)).toBe(false);
    expect(isInsideCancelWindow(startsAt, at('2027-03-11', '10:00'), oneDay)).toBe(false);
    expect(isInsideCancelWindow(startsAt, new Date(at('2027-03-11', '10:00').getTime() + 1), oneDay)).toBe(true);
    expect(isInsideCancelWindow(startsAt, at('2027-03-12', '09:30'), 0)).toBe(false);
  });

  it('is 24 elapsed hours on the spring-forward day: 9:00 AM the day before a 10:00 AM visit', () => {
    expect(wallClock(changeDeadline(at('2027-03-14', '10:00'), oneDay))).toBe('2027-03-13 09:00');
    expect(isInsideCancelWindow(at('2027-03-14', '10:00'), at('2027-03-13', '09:30'), oneDay)).toBe(true);
    // The day after the change, the clocks agree again.
    expect(wallClock(changeDeadline(at('2027-03-15', '10:00'), oneDay))).toBe('2027-03-14 10:00');
  });

  it('is 24 elapsed hours on the fall-back day: 11:00 AM the day before a 10:00 AM visit', () => {
    expect(wallClock(changeDeadline(at('2026-11-01', '10:00'), oneDay))).toBe('2026-10-31 11:00');
    expect(isInsideCancelWindow(at('2026-11-01', '10:00'), at('2026-10-31', '10:30'), oneDay)).toBe(false);
    expect(isInsideCancelWindow(at('2026-11-01', '10:00'), at('2026-10-31', '11:30'), oneDay)).toBe(true);
  });
});

describe("what a customer may do with their appointment", () => {
  const now = at('2027-03-10', '09:00');
  const confirmed = (startsAt: Date) => ({ status: 'Confirmed', startsAt });

  it('changes one outside the window; refuses inside it, once it has started, and unless it is Confirmed', () => {
    expect(customerChangeRefusal(confirmed(at('2027-03-12', '10:00')), now, oneDay)).toBeUndefined();
    expect(customerChangeRefusal(confirmed(at('2027-03-11', '08:30')), now, oneDay)).toBe('inside-window');
    expect(customerChangeRefusal(confirmed(at('2027-03-10', '09:00')), now, oneDay)).toBe('started');
    expect(customerChangeRefusal(confirmed(at('2027-03-09', '15:00')), now, oneDay)).toBe('started');
    expect(customerChangeRefusal({ status: 'Cancelled', startsAt: at('2027-03-12', '10:00') }, now, oneDay)).toBe('not-confirmed');
  });

  it('with no window, may change it until it starts', () => {
    expect(customerChangeRefusal(confirmed(at('2027-03-10', '09:01')), now, 0)).toBeUndefined();
  });
});

describe('a window in hours, as the messages say it', () => {
  it('keeps whole hours whole and parts of an hour to two places', () => {
    expect([windowHours(120), windowHours(1440), windowHours(90), windowHours(20)]).toEqual([2, 24, 1.5, 0.33]);
  });
});
