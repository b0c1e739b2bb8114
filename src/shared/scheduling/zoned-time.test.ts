import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  isValidIsoDate,
  todayInZone,
  weekdayOfDate,
  zonedDateAndMinutes,
  zonedDateTimeToInstant,
} from './zoned-time';

const toronto = 'America/Toronto';

describe('zonedDateTimeToInstant', () => {
  it.each([
    ['2027-03-13', 9 * 60, '2027-03-13T14:00:00.000Z'],
    ['2027-03-14', 9 * 60, '2027-03-14T13:00:00.000Z'],
    ['2027-11-06', 9 * 60, '2027-11-06T13:00:00.000Z'],
    ['2027-11-07', 9 * 60, '2027-11-07T14:00:00.000Z'],
    ['2027-11-07', 0, '2027-11-07T04:00:00.000Z'],
    ['2027-06-15', 16 * 60 + 30, '2027-06-15T20:30:00.000Z'],
  ])('%s at minute %i in Toronto is %s', (date, minutes, expected) => {
    expect(zonedDateTimeToInstant(date, minutes, toronto).toISOString()).toBe(expected);
  });

  it('moves a wall time skipped by spring-forward on by the gap', () => {
    expect(zonedDateTimeToInstant('2027-03-14', 2 * 60 + 30, toronto).toISOString()).toBe('2027-03-14T07:30:00.000Z');
  });

  it('takes the first occurrence of a wall time repeated by fall-back', () => {
    expect(zonedDateTimeToInstant('2027-11-07', 60 + 30, toronto).toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });

  it('does not depend on other zones', () => {
    expect(zonedDateTimeToInstant('2027-03-14', 9 * 60, 'Europe/London').toISOString()).toBe('2027-03-14T09:00:00.000Z');
    expect(zonedDateTimeToInstant('2027-03-14', 9 * 60, 'Asia/Kolkata').toISOString()).toBe('2027-03-14T03:30:00.000Z');
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => zonedDateTimeToInstant('2027-06-15', 540, 'America/Hamilton')).toThrow(RangeError);
  });

  it('handles zones whose change falls at midnight and half-hour offsets', () => {
    // Santiago springs forward at midnight: 2027-09-05 00:00 does not exist there.
    expect(zonedDateTimeToInstant('2027-09-05', 0, 'America/Santiago').toISOString()).toBe('2027-09-05T04:00:00.000Z');
    expect(zonedDateTimeToInstant('2027-09-05', 9 * 60, 'America/Santiago').toISOString()).toBe('2027-09-05T12:00:00.000Z');
    expect(zonedDateTimeToInstant('2027-06-15', 9 * 60, 'America/St_Johns').toISOString()).toBe('2027-06-15T11:30:00.000Z');
  });

  it('refuses dates and times that do not exist', () => {
    expect(() => zonedDateTimeToInstant('2027-02-29', 540, toronto)).toThrow(RangeError);
    expect(() => zonedDateTimeToInstant('2027-06-15', 1440, toronto)).toThrow(RangeError);
    expect(() => zonedDateTimeToInstant('2027-06-15', -1, toronto)).toThrow(RangeError);
    expect(() => zonedDateTimeToInstant('2027-06-15', 540.5, toronto)).toThrow(RangeError);
  });
});

describe('todayInZone and zonedDateAndMinutes', () => {
  it('uses the business zone, not UTC', () => {
    expect(todayInZone(new Date('2027-06-15T03:59:00Z'), toronto)).toBe('2027-06-14');
    expect(todayInZone(new Date('2027-06-15T04:00:00Z'), toronto)).toBe('2027-06-15');
    expect(todayInZone(new Date('2027-01-15T04:30:00Z'), toronto)).toBe('2027-01-14');
  });

  it('reads wall-clock minutes across both 2027 change days', () => {
    expect(zonedDateAndMinutes(new Date('2027-03-14T13:00:00Z'), toronto)).toEqual({ date: '2027-03-14', minutes: 540 });
    expect(zonedDateAndMinutes(new Date('2027-11-07T14:00:00Z'), toronto)).toEqual({ date: '2027-11-07', minutes: 540 });
    expect(zonedDateAndMinutes(new Date('2027-11-07T05:30:00Z'), toronto)).toEqual({ date: '2027-11-07', minutes: 90 });
    expect(zonedDateAndMinutes(new Date('2027-11-07T06:30:00Z'), toronto)).toEqual({ date: '2027-11-07', minutes: 90 });
  });
});

describe('addDaysToDate', () => {
  it.each([
    ['2027-06-15', 1, '2027-06-16'],
    ['2027-06-30', 1, '2027-07-01'],
    ['2027-12-31', 1, '2028-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-03-13', 1, '2027-03-14'],
    ['2027-03-01', -1, '2027-02-28'],
    ['2027-06-15', 90, '2027-09-13'],
    ['2027-06-15', 0, '2027-06-15'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDaysToDate(date, days)).toBe(expected);
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => addDaysToDate('2027-02-30', 1)).toThrow(RangeError);
  });
});

describe('isValidIsoDate', () => {
  it.each(['2027-06-15', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])('accepts %s', (value) => {
    expect(isValidIsoDate(value)).toBe(true);
  });

  it.each([
    '2027-02-29',
    '1900-02-29',
    '2027-04-31',
    '2027-13-01',
    '2027-00-10',
    '2027-06-00',
    '0000-01-01',
    '2027-6-15',
    '27-06-15',
    '2027/06/15',
    ' 2027-06-15',
    '2027-06-15T00:00:00Z',
    '',
  ])('refuses %j', (value) => {
    expect(isValidIsoDate(value)).toBe(false);
  });
});

describe('weekdayOfDate', () => {
  it('counts from Sunday = 0', () => {
    expect(weekdayOfDate('2027-03-14')).toBe(0);
    expect(weekdayOfDate('2027-06-15')).toBe(2);
    expect(weekdayOfDate('2027-11-06')).toBe(6);
  });
});
