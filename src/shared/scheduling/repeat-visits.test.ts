import { describe, expect, it } from 'vitest';
import { nearestFreeTimes, repeatDates, shiftedDates, visitStart } from './repeat-visits';

const limits = { today: '2027-01-10', lastBookable: '2027-12-31' };
const toronto = 'America/Toronto';

describe('repeatDates', () => {
  it('repeats M times every N weeks, the first visit counted', () => {
    expect(repeatDates('2027-01-12', { everyWeeks: 2, count: 4 }, limits)).toEqual({
      ok: true,
      dates: ['2027-01-12', '2027-01-26', '2027-02-09', '2027-02-23'],
    });
  });

  it('keeps the weekday across month ends and February in a leap year', () => {
    const result = repeatDates('2028-01-31', { everyWeeks: 1, count: 6 }, { today: '2028-01-01', lastBookable: '2028-12-31' });
    expect(result).toEqual({ ok: true, dates: ['2028-01-31', '2028-02-07', '2028-02-14', '2028-02-21', '2028-02-28', '2028-03-06'] });
    const dec = repeatDates('2027-12-29', { everyWeeks: 4, count: 2 }, { today: '2027-12-01', lastBookable: '2028-06-30' });
    expect(dec).toEqual({ ok: true, dates: ['2027-12-29', '2028-01-26'] });
  });

  it('repeats until a date, that date included, and stops before it otherwise', () => {
    expect(repeatDates('2027-01-12', { everyWeeks: 3, until: '2027-02-23' }, limits)).toEqual({
      ok: true,
      dates: ['2027-01-12', '2027-02-02', '2027-02-23'],
    });
    expect(repeatDates('2027-01-12', { everyWeeks: 3, until: '2027-02-22' }, limits)).toEqual({ ok: true, dates: ['2027-01-12', '2027-02-02'] });
  });

  it('refuses an until-date in the past, before the first visit, or after the horizon', () => {
    expect(repeatDates('2027-01-12', { everyWeeks: 1, until: '2027-01-09' }, limits)).toEqual({ ok: false, reason: 'until-past' });
    expect(repeatDates('2027-01-20', { everyWeeks: 1, until: '2027-01-15' }, limits)).toEqual({ ok: false, reason: 'until-before-first' });
    expect(repeatDates('2027-01-12', { everyWeeks: 1, until: '2028-01-01' }, limits)).toEqual({ ok: false, reason: 'beyond-horizon' });
  });

  it('refuses more than the maximum of visits, and a rule that leaves only one', () => {
    expect(repeatDates('2027-01-12', { everyWeeks: 1, count: 13 }, limits)).toEqual({ ok: false, reason: 'too-many' });
    expect(repeatDates('2027-01-12', { everyWeeks: 1, until: '2027-04-30' }, limits)).toEqual({ ok: false, reason: 'too-many' });
    expect(repeatDates('2027-01-12', { everyWeeks: 12, count: 12 }, { ...limits, maxVisits: 12 })).toEqual({ ok: false, reason: 'beyond-horizon' });
    expect(repeatDates('2027-01-12', { everyWeeks: 2, until: '2027-01-20' }, limits)).toEqual({ ok: false, reason: 'too-few' });
  });

  it('refuses a count whose last visit is after the last bookable date', () => {
    expect(repeatDates('2027-01-12', { everyWeeks: 6, count: 3 }, { today: '2027-01-10', lastBookable: '2027-04-01' })).toEqual({
      ok: false,
      reason: 'beyond-horizon',
    });
  });
});

describe('visitStart', () => {
  it('keeps 9:00 AM in Toronto across the spring and fall daylight-saving changes', () => {
    const spring = repeatDates('2027-03-08', { everyWeeks: 1, count: 2 }, limits);
    expect(spring.ok && spring.dates.map((date) => visitStart(date, 9 * 60, toronto).toISOString())).toEqual([
      '2027-03-08T14:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
    ]);
    const fall = repeatDates('2027-10-31', { everyWeeks: 1, count: 2 }, limits);
    expect(fall.ok && fall.dates.map((date) => visitStart(date, 9 * 60, toronto).toISOString())).toEqual([
      '2027-10-31T13:00:00.000Z',
      '2027-11-07T14:00:00.000Z',
    ]);
  });
});

describe('nearestFreeTimes', () => {
  const day = (free: number[], all = [540, 570, 600, 630, 660, 690]) =>
    all.map((minutes) => ({ time: `t${minutes}`, minutes, available: free.includes(minutes) }));

  it("offers that day's free times closest first, the earlier on a tie, then the next day's", () => {
    const offered = nearestFreeTimes({
      wantedMinutes: 600,
      sameDay: { date: '2027-03-12', times: day([540, 570, 630]) },
      nextDay: { date: '2027-03-13', times: day([600, 690]) },
      limit: 5,
    });
    expect(offered.map((slot) => [slot.date, slot.minutes])).toEqual([
      ['2027-03-12', 570],
      ['2027-03-12', 630],
      ['2027-03-12', 540],
      ['2027-03-13', 600],
      ['2027-03-13', 690],
    ]);
  });

  it('offers the next day when the day is full, and nothing when both are', () => {
    const nextOnly = nearestFreeTimes({ wantedMinutes: 600, sameDay: { date: 'a', times: day([]) }, nextDay: { date: 'b', times: day([660]) } });
    expect(nextOnly.map((slot) => [slot.date, slot.minutes])).toEqual([['b', 660]]);
    expect(nearestFreeTimes({ wantedMinutes: 600, sameDay: { date: 'a', times: day([]) }, nextDay: { date: 'b', times: day([]) } })).toEqual([]);
  });

  it('offers at most three by default', () => {
    expect(nearestFreeTimes({ wantedMinutes: 600, sameDay: { date: 'a', times: day([540, 570, 630, 660, 690]) } })).toHaveLength(3);
  });
});

describe('shiftedDates', () => {
  it('moves every following visit by the days the first one moved, across month and year ends', () => {
    expect(shiftedDates(['2027-12-20', '2028-01-03', '2028-01-17'], '2027-12-20', '2027-12-23')).toEqual(['2027-12-23', '2028-01-06', '2028-01-20']);
    expect(shiftedDates(['2027-03-31', '2027-04-14'], '2027-03-31', '2027-03-29')).toEqual(['2027-03-29', '2027-04-12']);
  });

  it('keeps the dates across a daylight-saving change (calendar days, not 24-hour spans)', () => {
    expect(shiftedDates(['2027-03-10', '2027-03-17'], '2027-03-10', '2027-03-14')).toEqual(['2027-03-14', '2027-03-21']);
  });
});
