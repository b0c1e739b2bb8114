import { describe, expect, it } from 'vitest';
import { formatMemberSince, initialsOf } from '@web/features/auth/components/account-card';

describe('the avatar initials', () => {
  it('are up to 2: first and last name, one name, else the email', () => {
    expect(initialsOf('Avery Jo walker', 'a@example.com')).toBe('AW');
    expect(initialsOf('  cher  ', 'c@example.com')).toBe('C');
    expect(initialsOf('', 'sam@example.com')).toBe('S');
  });
});

describe('member since', () => {
  it('is the day in the shop time zone, not UTC', () => {
    // 03:00 UTC on 1 March is still 28 February in Hamilton.
    expect(formatMemberSince('2026-03-01T03:00:00.000Z')).toBe('February 28, 2026');
    expect(formatMemberSince('2026-11-21T16:00:00.000Z')).toBe('November 21, 2026');
  });
});
