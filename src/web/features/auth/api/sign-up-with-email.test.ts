import { describe, expect, it } from 'vitest';
import { accountMessages } from '@shared/contracts/account-rules';
import { ApiClientError } from '@web/lib/api-client';
import { registrationErrorMessage } from '@web/features/auth/api/sign-up-with-email';

const failure = (status: number, code: string, message = 'x') => new ApiClientError(status, { error: { code, message } });

describe('the message for a failed registration (spec §8)', () => {
  it('maps each server refusal to the spec words', () => {
    expect(registrationErrorMessage(failure(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'))).toBe(accountMessages.emailInUse);
    expect(registrationErrorMessage(failure(400, 'VALIDATION_ERROR', '[body.email] Invalid email address'))).toBe(
      accountMessages.invalidEmail,
    );
    expect(registrationErrorMessage(failure(400, 'INVALID_EMAIL'))).toBe(accountMessages.invalidEmail);
    expect(registrationErrorMessage(failure(400, 'PASSWORD_TOO_SHORT'))).toBe(accountMessages.weakPassword);
    expect(registrationErrorMessage(failure(400, 'PASSWORD_TOO_LONG'))).toBe(accountMessages.weakPassword);
  });

  it('says which field our own contract refused', () => {
    const refused = new ApiClientError(422, { error: { code: 'VALIDATION_ERROR', message: 'Please check the highlighted fields.', fields: { email: 'x' } } });
    expect(registrationErrorMessage(refused)).toBe(accountMessages.invalidEmail);
  });

  it('says to wait, and how long, when there were too many attempts', () => {
    const limited = new ApiClientError(429, { error: { code: 'RATE_LIMITED', message: 'x' } }, 45);
    expect(registrationErrorMessage(limited)).toEqual({ id: 'errors.rateLimited', values: { unit: 'seconds', count: 45 } });
    const longer = new ApiClientError(429, { error: { code: 'RATE_LIMITED', message: 'x' } }, 150);
    expect(registrationErrorMessage(longer)).toEqual({ id: 'errors.rateLimited', values: { unit: 'minutes', count: 3 } });
  });

  it('falls back to the general failure', () => {
    expect(registrationErrorMessage(failure(400, 'VALIDATION_ERROR', '[body.name] Required'))).toBe(
      accountMessages.registrationFailed,
    );
    expect(registrationErrorMessage(failure(500, 'HTTP_ERROR'))).toBe(accountMessages.registrationFailed);
    expect(registrationErrorMessage(failure(0, 'NETWORK_ERROR'))).toBe(accountMessages.registrationFailed);
    expect(registrationErrorMessage(new Error('boom'))).toBe(accountMessages.registrationFailed);
  });
});
