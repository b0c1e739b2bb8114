/** Fixed ports (and the OpenID client) of the e2e run: the app, and the outside world it talks to. */
export const appPort = Number(process.env.E2E_PORT ?? 3100);
export const appURL = `http://localhost:${appPort}`;
export const oidcPort = appPort + 1;
export const smtpPort = appPort + 2;
export const mailApiPort = appPort + 3;
export const mailApiURL = `http://127.0.0.1:${mailApiPort}/messages`;
/**
 * Twilio, as the e2e app server is configured to call it: its Messages API is served by
 * the outside world on the mail API's port (TWILIO_API_URL), which keeps every text sent
 * for the tests (GET /texts). The account is made up; the auth token also signs the
 * replies the tests post to the app's webhook, as Twilio signs them.
 */
export const twilioApiURL = `http://127.0.0.1:${mailApiPort}`;
export const textsApiURL = `${twilioApiURL}/texts`;
export const twilioAccount = { sid: `AC${'e2e0'.repeat(8)}`, token: 'e2e-twilio-auth-token-0123456789', from: '+12895550100' };
/**
 * A second app server with its own data folder, for the journeys that load a catalogue of
 * thousands (e2e/big-catalogue.spec.ts): what they add would slow and change every journey
 * sharing the first server (its console lists, its audit log).
 */
export const bigCatalogueAppPort = appPort + 4;
export const bigCatalogueAppURL = `http://localhost:${bigCatalogueAppPort}`;

/**
 * The client the app is registered as at the local OpenID provider: TEST_OIDC_CLIENT of
 * src/server/test/oidc-provider.ts (the outside world checks they agree). Written out
 * here so the Playwright config does not load oidc-provider itself.
 */
export const oidcClient = { id: 'pet-haven-test-client', secret: 'pet-haven-test-client-secret-0123456789' };

/**
 * An app server a journey starts and stops itself, on a data folder of its own
 * (e2e/report-cards.spec.ts: a visit moved into the past between two runs, as no request
 * can book one that has started).
 */
export const ownAppPort = appPort + 5;
export const ownAppURL = `http://localhost:${ownAppPort}`;
