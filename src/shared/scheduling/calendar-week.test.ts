import { describe, expect, it } from 'vitest';
import { datesFrom, daysIncluded, localDaysToInstants, mondayOf } from './calendar-week';

const toronto = 'America/Toronto';

describe('mondayOf', () => {
  it.each([
    ['2027-03-15', '2027-03-15'],
    ['2027-03-14', '2027-03-08'],
    ['2027-03-10', '2027-03-08'],
    ['2026-11-01', '2026-10-26'],
    ['2027-01-01', '2026-12-28'],
  ])('%s is in the week of Monday %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });
});

describe('datesFrom and daysIncluded', () => {
  it('count calendar days, across a month end and a daylight-saving change', () => {
    expect(datesFrom('2026-10-29', 7)).toEqual(['2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    expect(daysIncluded('2027-03-08', '2027-03-14')).toBe(7);
    expect(daysIncluded('2026-10-26', '2026-11-01')).toBe(7);
    expect(daysIncluded('2027-03-10', '2027-03-10')).toBe(1);
    expect(daysIncluded('2027-03-10', '2027-03-09')).toBe(0);
  });
});

describe('localDaysToInstants', () => {
  it('gives the week holding spring-forward 167 hours and the one holding fall-back 169, midnight to midnight in Toronto', () => {
    const spring = localDaysToInstants('2027-03-08', '2027-03-14', toronto);
    expect([spring.start.toISOString(), spring.end.toISOString()]).toEqual(['2027-03-08T05:00:00.000Z', '2027-03-15T04:00:00.000Z']);
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(167);
    const fall = localDaysToInstants('2026-10-26', '2026-11-01', toronto);
    expect([fall.start.toISOString(), fall.end.toISOString()]).toEqual(['2026-10-26T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    expect((fall.end.getTime() - fall.start.getTime()) / 3_600_000).toBe(169);
  });
});
