import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@web/lib/api-client';
import { resetFailure } from '@web/features/auth/components/new-password-form';

describe('a refused reset code', () => {
  it('is explained, with whether a new code is needed', () => {
    const refusal = (code: string) => resetFailure(new ApiClientError(400, { error: { code, message: 'x' } }));
    expect(refusal('INVALID_OTP')).toEqual({ message: 'screens.newPassword.wrongCode', needsNewCode: false });
    expect(refusal('OTP_EXPIRED')).toEqual({ message: { id: 'screens.newPassword.codeExpired', values: { minutes: 10 } }, needsNewCode: true });
    expect(refusal('TOO_MANY_ATTEMPTS').needsNewCode).toBe(true);
    expect(refusal('SOMETHING_ELSE').message).toBe('screens.newPassword.failed');
    expect(resetFailure(new Error('offline')).message).toBe('screens.newPassword.failed');
  });

  it('says how long to wait when there were too many attempts from here', () => {
    const limited = new ApiClientError(429, { error: { code: 'RATE_LIMITED', message: 'x' } }, 40);
    expect(resetFailure(limited)).toEqual({ message: { id: 'errors.rateLimited', values: { unit: 'seconds', count: 40 } }, needsNewCode: false });
  });
});
