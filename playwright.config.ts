import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { appPort, appURL, bigCatalogueAppPort, bigCatalogueAppURL, mailApiPort, mailApiURL, oidcClient, oidcPort, smtpPort, twilioAccount, twilioApiURL } from './e2e/support/ports';
import { bigCatalogueOwner } from './e2e/support/console';

/** The built server as `npm start` runs it, on a fresh embedded database, at `port`. */
function appServer(port: number, url: string, roles: { PROVIDER_EMAILS?: string; OWNER_EMAILS: string }, texts: Record<string, string> = {}) {
  return {
    command: 'node dist/server/server.js',
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: 'localhost',
      BASE_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pet-haven-e2e-')),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Every test comes from its own address (e2e/support/test.ts), so the sign-in
      // rate limit trips only where a test means it to.
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: oidcClient.id,
      GOOGLE_CLIENT_SECRET: oidcClient.secret,
      GOOGLE_ISSUER_URL: `http://localhost:${oidcPort}`,
      PROVIDER_EMAILS: '',
      ...roles,
      ...texts,
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  // Two cores: a second browser against the same server only slows both (measured: 7.7 s
  // a test with two workers, 3.9 s with one).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: appURL,
    launchOptions: chromiumLaunchOptions,
    // Recording a trace costs every test about a fifth of its time: on when asked for (E2E_TRACE=1).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      // Every journey runs at desktop width; those where the phone layout matters (tagged
      // @phone: the mobile bar, each screen's layout and accessibility) run at phone width too.
      name: 'mobile',
      grep: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  // Started in order: the app's Google discovery needs the OpenID provider up first.
  webServer: [
    {
      // A real SMTP server catching the app's mail, a real OpenID provider for "Google", and
      // Twilio's Messages API keeping the app's texts.
      command: 'node e2e/support/start-outside-world.mjs',
      url: mailApiURL,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_APP_URL: appURL,
        E2E_OIDC_PORT: String(oidcPort),
        E2E_SMTP_PORT: String(smtpPort),
        E2E_MAIL_API_PORT: String(mailApiPort),
        E2E_OIDC_CLIENT_ID: oidcClient.id,
        E2E_OIDC_CLIENT_SECRET: oidcClient.secret,
        E2E_TWILIO_ACCOUNT_SID: twilioAccount.sid,
        E2E_TWILIO_AUTH_TOKEN: twilioAccount.token,
      },
    },
    // The built server on a fresh embedded database, exactly what `npm start` serves.
    appServer(appPort, appURL, {
      // The provider journeys' accounts (e2e/support/providers.ts) get the role once their
      // email is verified; and an owner who also grooms (e2e/navigation.spec.ts).
      PROVIDER_EMAILS: 'provider.e2e@example.com,provider2.e2e@example.com,staff.e2e@example.com',
      // The owner console's account (e2e/owner-console.spec.ts), likewise.
      OWNER_EMAILS: 'owner.e2e@example.com,staff.e2e@example.com',
    }, {
      // Texts go through the app's real Twilio client to the outside world's Messages API,
      // and replies must carry Twilio's signature (e2e/support/texts.ts signs them).
      TWILIO_ACCOUNT_SID: twilioAccount.sid,
      TWILIO_AUTH_TOKEN: twilioAccount.token,
      TWILIO_FROM: twilioAccount.from,
      TWILIO_API_URL: twilioApiURL,
    }),
    // The same on a data folder of its own, for the catalogue of thousands (e2e/big-catalogue.spec.ts).
    appServer(bigCatalogueAppPort, bigCatalogueAppURL, { OWNER_EMAILS: bigCatalogueOwner.email }),
  ],
});
