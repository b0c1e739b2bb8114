import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes the calendar day out in full, whatever the machine zone', () => {
    expect(formatLongDate('2027-03-15', 'en-CA')).toBe('Monday, March 15, 2027');
    expect(formatLongDate('2027-11-07', 'en-CA')).toBe('Sunday, November 7, 2027');
    expect(formatLongDate('2028-01-01', 'en-CA')).toBe('Saturday, January 1, 2028');
  });
});
