import { describe, expect, it } from 'vitest';
import { openingHoursLines, toWeeklyClock, toWeeklyMinutes } from './weekly-hours';

const specWeek = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 || weekday === 6 ? { weekday, startMinute: 600, endMinute: 960 } : { weekday, startMinute: 540, endMinute: 1080 },
);

describe('weekly hours', () => {
  it('goes from clock strings to minutes and back, sorted', () => {
    const minutes = toWeeklyMinutes([
      { weekday: 2, start: '13:00', end: '17:00' },
      { weekday: 2, start: '09:00', end: '12:00' },
      { weekday: 1, start: '10:30', end: '24:00' },
    ]);
    expect(minutes).toEqual([
      { weekday: 1, startMinute: 630, endMinute: 1440 },
      { weekday: 2, startMinute: 540, endMinute: 720 },
      { weekday: 2, startMinute: 780, endMinute: 1020 },
    ]);
    expect(toWeeklyClock(minutes)).toEqual([
      { weekday: 1, start: '10:30', end: '24:00' },
      { weekday: 2, start: '09:00', end: '12:00' },
      { weekday: 2, start: '13:00', end: '17:00' },
    ]);
  });

  it('says the spec’s week as two lines: Mon-Fri and Weekend', () => {
    expect(openingHoursLines(specWeek)).toEqual([
      { from: 1, to: 5, weekend: false, intervals: [{ startMinute: 540, endMinute: 1080 }] },
      { from: 6, to: 0, weekend: true, intervals: [{ startMinute: 600, endMinute: 960 }] },
    ]);
  });

  it('keeps a closed day and a split day on lines of their own', () => {
    const week = [
      ...specWeek.filter((interval) => interval.weekday !== 3 && interval.weekday !== 0),
      { weekday: 3, startMinute: 540, endMinute: 720 },
      { weekday: 3, startMinute: 780, endMinute: 1080 },
    ];
    expect(openingHoursLines(week).map(({ from, to, weekend, intervals }) => [from, to, weekend, intervals.length])).toEqual([
      [1, 2, false, 1],
      [3, 3, false, 2],
      [4, 5, false, 1],
      [6, 6, false, 1],
      [0, 0, false, 0],
    ]);
  });
});
