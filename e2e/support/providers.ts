import type { APIRequestContext } from '@playwright/test';
import { signInWithConfiguredRole, type Account } from './accounts';

/**
 * The provider accounts of these journeys. playwright.config.ts lists their emails in
 * PROVIDER_EMAILS, so the server grants the role once the email is verified, the same
 * grant as `npm run admin -- grant-provider`. The first to be granted takes over the
 * seeded schedule: journeys sign `provider` in before `secondProvider`, so every booking
 * goes to `provider` while the second's schedule has no working hours (its journeys give
 * it hours and take them away again).
 */
export const provider: Account = { name: 'Pat Provider', email: 'provider.e2e@example.com', password: 'correct horse 42' };
export const secondProvider: Account = { name: 'Sam Second', email: 'provider2.e2e@example.com', password: 'correct horse 42' };

/** Signs `request` (use `page.request` to sign the page in) in as a provider. */
export const signInAsProvider = (request: APIRequestContext, account: Account = provider) => signInWithConfiguredRole(request, account, '/api/provider/me');
