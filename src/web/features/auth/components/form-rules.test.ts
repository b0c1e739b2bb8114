import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@web/lib/api-client';
import { resetFailure, validateNewPassword } from '@web/features/auth/components/new-password-form';
import { validateRegistration } from '@web/features/auth/components/register-form';

describe('registration rules (spec §5)', () => {
  const valid = { name: 'Sam', email: 'sam@example.com', password: 'secret', confirmPassword: 'secret' };

  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('uses the spec words', () => {
    expect(validateRegistration({ ...valid, email: 'sam@example' }).email).toBe('Please enter a valid email address.');
    expect(validateRegistration({ ...valid, password: '12345', confirmPassword: '12345' }).password).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateRegistration({ ...valid, confirmPassword: 'secreT' }).confirmPassword).toBe('Passwords do not match');
    expect(validateRegistration({ ...valid, name: ' ' }).name).toBeTruthy();
  });
});

describe('new password rules (spec §5)', () => {
  const valid = { code: '123456', password: 'secret', confirmPassword: 'secret' };

  it('accepts a 6-digit code and matching passwords', () => {
    expect(validateNewPassword(valid)).toEqual({});
  });

  it('uses the spec words', () => {
    expect(validateNewPassword({ ...valid, password: '12345', confirmPassword: '12345' }).password).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(validateNewPassword({ ...valid, confirmPassword: 'other1' }).confirmPassword).toBe('Passwords do not match.');
    expect(validateNewPassword({ ...valid, code: '12345' }).code).toBeTruthy();
    expect(validateNewPassword({ ...valid, code: '12a456' }).code).toBeTruthy();
  });

  it('explains each refusal of the code, and when a new code is needed', () => {
    const refusal = (code: string) => resetFailure(new ApiClientError(400, { error: { code, message: 'x' } }));
    expect(refusal('INVALID_OTP')).toEqual({
      message: 'That code is not right. Please check the email and try again.',
      needsNewCode: false,
    });
    expect(refusal('OTP_EXPIRED').needsNewCode).toBe(true);
    expect(refusal('TOO_MANY_ATTEMPTS').needsNewCode).toBe(true);
    expect(refusal('SOMETHING_ELSE').message).toBe('Failed to reset password. Please try again.');
    expect(resetFailure(new Error('offline')).message).toBe('Failed to reset password. Please try again.');
  });
});
