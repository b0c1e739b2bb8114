import { describe, expect, it } from 'vitest';
import { firstPageHolds } from './first-page';

const at = (iso: string) => new Date(iso);
const page = [{ startsAt: at('2027-03-10T14:00:00Z') }, { startsAt: at('2027-03-11T09:00:00Z') }];

describe('firstPageHolds', () => {
  it('holds until its first appointment starts, that instant included', () => {
    expect(firstPageHolds(page, at('2027-03-09T08:00:00Z'))).toBe(true);
    expect(firstPageHolds(page, at('2027-03-10T14:00:00Z'))).toBe(true);
  });

  it('no longer holds a millisecond after: that appointment is now an older one', () => {
    expect(firstPageHolds(page, at('2027-03-10T14:00:00.001Z'))).toBe(false);
  });

  it('always holds with nothing upcoming', () => {
    expect(firstPageHolds([], at('2030-01-01T00:00:00Z'))).toBe(true);
  });
});
