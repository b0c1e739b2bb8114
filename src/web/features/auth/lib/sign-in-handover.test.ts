import { describe, expect, it } from 'vitest';
import { safeTarget } from '@web/features/auth/lib/sign-in-handover';

describe('where to go after signing in', () => {
  it('takes paths of this site, with their query, and the bare ?redirect= names', () => {
    expect(safeTarget('/cart')).toBe('/cart');
    expect(safeTarget('/check-appointment?when=today')).toBe('/check-appointment?when=today');
    expect(safeTarget('check-appointment')).toBe('/check-appointment');
    expect(safeTarget({ pathname: '/shop', search: '?product=3' })).toBe('/shop?product=3');
  });

  it('ignores other sites, schemes, the account screens themselves and non-strings', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/login', '/register?x=1', '', '   ', null, 42, {}]) {
      expect(safeTarget(value), String(value)).toBeUndefined();
    }
  });
});
