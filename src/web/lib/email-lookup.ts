import type { EmailLookupResponse } from '@shared/contracts/accounts';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/accounts/email-lookup (spec §7 call 6, D15): how an email signs in,
 * 'password' and/or 'google'; an empty list when there is no such account.
 */
export async function lookUpEmail(email: string): Promise<EmailLookupResponse['signInMethods']> {
  const { signInMethods } = await apiRequest<EmailLookupResponse>('/api/accounts/email-lookup', {
    method: 'POST',
    body: { email },
  });
  return signInMethods;
}
