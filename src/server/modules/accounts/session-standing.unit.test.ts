import { describe, expect, it } from 'vitest';
import { sessionStandsUntil } from './session-standing';

const policy = { expiresIn: 7 * 86_400, updateAge: 86_400 };
const at = (iso: string) => new Date(iso);

describe('sessionStandsUntil', () => {
  it('stands until Better Auth would extend a fresh session: a day after it was made or last extended', () => {
    // Made at noon on the 1st: expires on the 8th, extended from noon on the 2nd.
    expect(sessionStandsUntil(at('2026-11-08T12:00:00Z'), policy)).toBe(at('2026-11-02T12:00:00Z').getTime());
  });

  it('never stands past the expiry, whatever the policy', () => {
    // A session whose expiry was brought forward (an operator's UPDATE) or a policy that never extends.
    expect(sessionStandsUntil(at('2026-11-01T12:00:05Z'), { expiresIn: 60, updateAge: 3600 })).toBe(at('2026-11-01T12:00:05Z').getTime());
  });
});
