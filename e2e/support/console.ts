import type { APIRequestContext } from '@playwright/test';
import { signInWithConfiguredRole, type Account } from './accounts';
import { bigCatalogueAppURL } from './ports';

/**
 * The owner account of the console's journeys: playwright.config.ts lists its email in
 * OWNER_EMAILS, so the server grants it the role once the email is verified (the same
 * grant as `npm run admin -- grant-owner`).
 */
export const owner: Account = { name: 'Olive Owner', email: 'owner.e2e@example.com', password: 'correct horse 42' };

/** Signs `request` (use `page.request` to sign the page in) in as the owner. */
export const signInAsOwner = (request: APIRequestContext) => signInWithConfiguredRole(request, owner, '/api/console/me');

/** The owner of the second server's shop (e2e/big-catalogue.spec.ts), granted the role the same way. */
export const bigCatalogueOwner: Account = { name: 'Bea Bulk', email: 'catalogue-owner.e2e@example.com', password: 'correct horse 42' };

/** Signs `request`, whose base URL is the second server, in as its owner. */
export const signInAsBigCatalogueOwner = (request: APIRequestContext) =>
  signInWithConfiguredRole(request, bigCatalogueOwner, '/api/console/me', bigCatalogueAppURL);
