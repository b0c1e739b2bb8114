import { describe, expect, it } from 'vitest';
import { accountMessages } from '@shared/contracts/account-rules';
import { ApiClientError } from '@web/lib/api-client';
import { loginErrorMessage } from '@web/features/auth/api/sign-in-with-email';

const failure = (status: number, code = 'HTTP_ERROR') => new ApiClientError(status, { error: { code, message: 'x' } });
const lookUp = (methods: string[]) => async () => methods;

describe('the message for a failed sign-in (spec §8)', () => {
  it('tells an unknown email from a wrong password with the email lookup', async () => {
    const wrong = failure(401, 'INVALID_EMAIL_OR_PASSWORD');
    expect(await loginErrorMessage(wrong, 'a@example.com', lookUp([]))).toBe(accountMessages.userNotFound);
    expect(await loginErrorMessage(wrong, 'a@example.com', lookUp(['password']))).toBe(accountMessages.invalidCredentials);
    expect(await loginErrorMessage(wrong, 'a@example.com', lookUp(['google']))).toBe(accountMessages.invalidCredentials);
  });

  it('stays general when the lookup itself fails', async () => {
    const failingLookUp = async () => {
      throw failure(429);
    };
    expect(await loginErrorMessage(failure(401), 'a@example.com', failingLookUp)).toBe(accountMessages.invalidCredentials);
  });

  it('says too many attempts on HTTP 429', async () => {
    expect(await loginErrorMessage(failure(429), 'a@example.com', lookUp([]))).toBe(accountMessages.tooManyAttempts);
  });

  it('adds how long to wait when the server says', async () => {
    const limited = new ApiClientError(429, { error: { code: 'RATE_LIMITED', message: 'x' } }, 30);
    expect(await loginErrorMessage(limited, 'a@example.com', lookUp([]))).toEqual({
      id: 'errors.signInRateLimited',
      values: { unit: 'seconds', count: 30 },
    });
  });

  it('treats a malformed email as invalid credentials', async () => {
    expect(await loginErrorMessage(failure(400, 'VALIDATION_ERROR'), 'a@b', lookUp([]))).toBe(
      accountMessages.invalidCredentials,
    );
  });

  it('falls back to the general failure for anything else', async () => {
    for (const error of [failure(500), failure(0, 'NETWORK_ERROR'), failure(403, 'INVALID_ORIGIN'), new Error('boom')]) {
      expect(await loginErrorMessage(error, 'a@example.com', lookUp([]))).toBe(accountMessages.loginFailed);
    }
  });
});
