import { describe, expect, it } from 'vitest';
import { anonymousIdentity, confirmationMatches, FRESH_SIGN_IN_MS, identityRefusal, isClosedAccountEmail } from './account-closure';

const now = new Date('2027-03-10T14:00:00Z');

describe('closing an account', () => {
  it('becomes an anonymous customer whose email is no one’s and is recognised as closed', () => {
    const identity = anonymousIdentity('u1');
    expect(identity).toEqual({ name: 'Closed account', email: 'closed-u1@closed.invalid' });
    expect(isClosedAccountEmail(identity.email)).toBe(true);
    expect(isClosedAccountEmail('alex@example.com')).toBe(false);
  });

  it('takes the email typed in any case, and nothing else', () => {
    expect(confirmationMatches('  Alex@Example.com ', 'alex@example.com')).toBe(true);
    expect(confirmationMatches('alex', 'alex@example.com')).toBe(false);
    expect(confirmationMatches('', 'alex@example.com')).toBe(false);
  });

  it('asks an account with a password for it, right', () => {
    const account = { hasPassword: true, lastSignInAt: now };
    expect(identityRefusal(account, {}, now)).toBe('password-required');
    expect(identityRefusal(account, { password: 'nope', passwordMatches: false }, now)).toBe('wrong-password');
    expect(identityRefusal(account, { password: 'right', passwordMatches: true }, now)).toBeUndefined();
  });

  it('asks an account without a password for a sign-in in the last minutes', () => {
    const at = (msAgo: number) => ({ hasPassword: false, lastSignInAt: new Date(now.getTime() - msAgo) });
    expect(identityRefusal(at(FRESH_SIGN_IN_MS), {}, now)).toBeUndefined();
    expect(identityRefusal(at(FRESH_SIGN_IN_MS + 1), {}, now)).toBe('sign-in-again');
    expect(identityRefusal({ hasPassword: false, lastSignInAt: null }, {}, now)).toBe('sign-in-again');
  });
});
