import { describe, expect, it } from 'vitest';
import { initialsOf } from '@web/features/auth/components/account-card';

describe('the avatar initials', () => {
  it('are up to 2: first and last name, one name, else the email', () => {
    expect(initialsOf('Avery Jo walker', 'a@example.com')).toBe('AW');
    expect(initialsOf('  cher  ', 'c@example.com')).toBe('C');
    expect(initialsOf('', 'sam@example.com')).toBe('S');
  });
});
