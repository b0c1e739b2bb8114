import { describe, expect, it } from 'vitest';
import { findConflicts, providersFreeFor, type BookedAppointment, type ScheduleForConflicts } from './schedule-conflicts';

const timeZone = 'America/Toronto';
const everyDay = (startMinute: number, endMinute: number) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute, endMinute }));
const schedule = (id: number, overrides: Partial<ScheduleForConflicts> = {}): ScheduleForConflicts => ({
  id,
  workingHours: everyDay(540, 1020),
  serviceIds: ['grooming'],
  ...overrides,
});
/** Monday 2027-06-14, local 10:00-10:30 (UTC-4). */
const mondayTen: BookedAppointment = {
  id: 'a',
  providerId: 1,
  serviceId: 'grooming',
  startsAt: new Date('2027-06-14T14:00:00Z'),
  endsAt: new Date('2027-06-14T14:30:00Z'),
};

describe('findConflicts', () => {
  it('finds nothing while the appointment still fits', () => {
    expect(findConflicts({ appointments: [mondayTen], schedules: [schedule(1)], closures: [], timeZone })).toEqual([]);
  });

  it('lists an appointment outside new hours, with the free providers who offer the service', () => {
    const shorter = schedule(1, { workingHours: [{ weekday: 1, startMinute: 600 + 30, endMinute: 840 }] });
    const busy = { ...mondayTen, id: 'b', providerId: 3 };
    const conflicts = findConflicts({
      appointments: [mondayTen, busy],
      schedules: [shorter, schedule(2), schedule(3), schedule(4, { serviceIds: ['training'] })],
      closures: [],
      timeZone,
    });
    expect(conflicts).toEqual([{ appointment: mondayTen, reason: 'outside-hours', alternativeIds: [2] }]);
  });

  it('names time off and closures, and offers nobody on a day the shop is closed', () => {
    const away = schedule(1, { timeOff: [{ startsOn: '2027-06-14', endsOn: '2027-06-20' }] });
    expect(findConflicts({ appointments: [mondayTen], schedules: [away, schedule(2)], closures: [], timeZone })).toEqual([
      { appointment: mondayTen, reason: 'time-off', alternativeIds: [2] },
    ]);
    expect(findConflicts({ appointments: [mondayTen], schedules: [schedule(1), schedule(2)], closures: [{ date: '2027-06-14', reason: '' }], timeZone })).toEqual([
      { appointment: mondayTen, reason: 'closure', alternativeIds: [] },
    ]);
  });

  it('treats a break that now cuts through the appointment as outside the hours', () => {
    const lunchAtTen = schedule(1, {
      workingHours: [
        { weekday: 1, startMinute: 540, endMinute: 615 },
        { weekday: 1, startMinute: 660, endMinute: 1020 },
      ],
    });
    expect(findConflicts({ appointments: [mondayTen], schedules: [lunchAtTen], closures: [], timeZone })[0]?.reason).toBe('outside-hours');
  });
});

describe('providersFreeFor', () => {
  it('offers the others who offer the service, work through it that day and have nothing else then', () => {
    const schedules = [
      schedule(1),
      schedule(2),
      schedule(3, { serviceIds: ['training'] }),
      schedule(4, { workingHours: [{ weekday: 1, startMinute: 615, endMinute: 1020 }] }),
      schedule(5, { timeOff: [{ startsOn: '2027-06-14', endsOn: '2027-06-14' }] }),
      schedule(6),
    ];
    const sixIsBusy = { id: 'b', providerId: 6, startsAt: new Date('2027-06-14T14:15:00Z'), endsAt: new Date('2027-06-14T14:45:00Z') };
    expect(providersFreeFor({ appointment: mondayTen, schedules, bookings: [mondayTen, sixIsBusy], timeZone })).toEqual([2]);
    // Its own booking never keeps anyone busy, and a booking ending as it starts does not overlap it.
    const endsAtTen = { ...sixIsBusy, startsAt: new Date('2027-06-14T13:30:00Z'), endsAt: new Date('2027-06-14T14:00:00Z') };
    expect(providersFreeFor({ appointment: mondayTen, schedules, bookings: [endsAtTen], timeZone })).toEqual([2, 6]);
  });
});
