import { describe, expect, it } from 'vitest';
import { agendaDueAt, reminderDueAt, workdayStart } from './reminder-times';
import type { ProviderSchedule } from './slots';
import { zonedDateAndMinutes, zonedDateTimeToInstant } from './zoned-time';

const toronto = 'America/Toronto';
const at = (date: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return zonedDateTimeToInstant(date, hours! * 60 + minutes!, toronto);
};
const wallClock = (instant: Date | undefined) => {
  if (!instant) return undefined;
  const { date, minutes } = zonedDateAndMinutes(instant, toronto);
  return `${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
const oneDay = 1440;

describe("the customer's reminder", () => {
  it('is due the lead time before the start', () => {
    expect(reminderDueAt(at('2027-03-12', '10:00'), oneDay, at('2027-03-10', '09:00'))).toEqual(at('2027-03-11', '10:00'));
    expect(reminderDueAt(at('2027-03-12', '10:00'), 60, at('2027-03-10', '09:00'))).toEqual(at('2027-03-12', '09:00'));
  });

  it('is not sent for a booking made inside the lead time: its confirmation has just gone', () => {
    expect(reminderDueAt(at('2027-03-11', '08:00'), oneDay, at('2027-03-10', '09:00'))).toBeUndefined();
    expect(reminderDueAt(at('2027-03-11', '09:00'), oneDay, at('2027-03-10', '09:00'))).toBeUndefined();
  });

  it('counts elapsed time across both 2026-27 change days in Toronto', () => {
    const longAgo = at('2026-10-01', '09:00');
    expect(wallClock(reminderDueAt(at('2027-03-14', '10:00'), oneDay, longAgo))).toBe('2027-03-13 09:00');
    expect(wallClock(reminderDueAt(at('2026-11-01', '10:00'), oneDay, longAgo))).toBe('2026-10-31 11:00');
    // An hour's lead across the gap: 3:30 AM EDT is one real hour after 1:30 AM EST.
    expect(wallClock(reminderDueAt(at('2027-03-14', '03:30'), 60, longAgo))).toBe('2027-03-14 01:30');
  });
});

describe("a provider's working day", () => {
  // Sunday 10:00-16:00; Monday a split day, 13:00-17:00 and 8:30-12:00 (listed out of order).
  const schedule: ProviderSchedule = {
    id: 1,
    workingHours: [
      { weekday: 0, startMinute: 10 * 60, endMinute: 16 * 60 },
      { weekday: 1, startMinute: 13 * 60, endMinute: 17 * 60 },
      { weekday: 1, startMinute: 8 * 60 + 30, endMinute: 12 * 60 },
    ],
    timeOff: [{ startsOn: '2027-03-22', endsOn: '2027-03-22' }],
  };

  it('starts with their first working interval that day', () => {
    expect(wallClock(workdayStart(schedule, '2027-03-15', toronto))).toBe('2027-03-15 08:30');
    expect(workdayStart(schedule, '2027-03-16', toronto)).toBeUndefined();
    expect(workdayStart(schedule, '2027-03-22', toronto)).toBeUndefined();
  });

  it('is right on both change days, Sundays in Toronto', () => {
    expect(workdayStart(schedule, '2027-03-14', toronto)).toEqual(new Date('2027-03-14T14:00:00Z'));
    expect(workdayStart(schedule, '2026-11-01', toronto)).toEqual(new Date('2026-11-01T15:00:00Z'));
  });

  it("sends the agenda at that start, unless the day's work has begun", () => {
    expect(agendaDueAt(schedule, '2027-03-15', toronto, at('2027-03-10', '09:00'))).toEqual(at('2027-03-15', '08:30'));
    expect(agendaDueAt(schedule, '2027-03-15', toronto, at('2027-03-15', '08:30'))).toBeUndefined();
    expect(agendaDueAt(schedule, '2027-03-16', toronto, at('2027-03-10', '09:00'))).toBeUndefined();
  });
});
