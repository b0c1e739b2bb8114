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

  it('falls back to the general failure', () => {
    expect(registrationErrorMessage(failure(400, 'VALIDATION_ERROR', '[body.name] Required'))).toBe(
      accountMessages.registrationFailed,
    );
    expect(registrationErrorMessage(failure(500, 'HTTP_ERROR'))).toBe(accountMessages.registrationFailed);
    expect(registrationErrorMessage(failure(0, 'NETWORK_ERROR'))).toBe(accountMessages.registrationFailed);
    expect(registrationErrorMessage(new Error('boom'))).toBe(accountMessages.registrationFailed);
  });
});
