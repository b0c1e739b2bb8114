import { afterAll, beforeAll, expect } from 'vitest';
import { grantProvider } from '../modules/providers/providers.service';
import { ApiClient, newUser } from './api-client';
import { mailTo, startMailCatcher, type MailCatcher } from './mail-catcher';
import type { DatabaseHandle } from '../db/database';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface Account {
  /** Signed in: signing up starts a session. */
  client: ApiClient;
  user: ReturnType<typeof newUser>;
}

/** A TestApp, so the other helpers (signUpOwner, describeOwnershipMatrix, a second createTestApp on its database) take it. */
export interface TestAppWithMail extends TestApp {
  /** The SMTP server the app sends to; `mail.waitFor(mailTo(email, /subject/))` waits for a mail. */
  mail: MailCatcher;
  /** A new account, signed up through the API. */
  signUpCustomer(name?: string): Promise<Account>;
  /** A new account given the provider role as `npm run admin` grants it: it takes over the unclaimed schedule if there is one. */
  signUpProvider(name?: string): Promise<Account>;
  /** The six-digit code of the password-reset mail to the address. */
  resetCodeFor(email: string): Promise<string>;
  /** Opens the link of the sign-up's confirmation mail to the address with the client (signed in or not). */
  confirmEmail(client: ApiClient, email: string): Promise<void>;
}

/**
 * The real app on a private real database, sending its mail over SMTP to a real SMTP
 * server in the test process: started before the file's tests, closed after them.
 * Call it at the top of a test file; its members can be used in hooks and tests. With
 * `database`, the app runs on the database it makes (e.g. one of `createTestDatabaseTwice`).
 */
export function useTestAppWithMail(options: Omit<TestAppOptions, 'database'> & { database?: () => Promise<DatabaseHandle> } = {}): TestAppWithMail {
  let running: { testApp: TestApp; mail: MailCatcher } | undefined;
  const current = () => {
    if (!running) throw new Error('the test app runs from beforeAll to afterAll: use it in a hook or a test');
    return running;
  };

  const handle: TestAppWithMail = {
    get app() {
      return current().testApp.app;
    },
    get database() {
      return current().testApp.database;
    },
    get mediaCacheDir() {
      return current().testApp.mediaCacheDir;
    },
    get mail() {
      return current().mail;
    },
    async close() {
      if (!running) return;
      const { testApp, mail } = running;
      running = undefined;
      await testApp.close();
      // A database the caller made (a second server's too) is closed with this one, after it.
      if (options.database) await testApp.database.close();
      await mail.close();
    },

    async signUpCustomer(name) {
      const client = new ApiClient(handle.app);
      const user = newUser(name);
      await client.signUp(user);
      return { client, user };
    },
    async signUpProvider(name) {
      const account = await handle.signUpCustomer(name);
      expect((await grantProvider(handle.database.db, account.user.email)).ok).toBe(true);
      return account;
    },

    async resetCodeFor(email) {
      const message = await handle.mail.waitFor(mailTo(email, /reset code/i));
      const code = message.text?.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code in: ${message.text}`);
      return code;
    },
    async confirmEmail(client, email) {
      const message = await handle.mail.waitFor(mailTo(email, /confirm/i));
      const url = new URL(message.text!.match(/https?:\/\/\S+/)![0]);
      expect((await client.get(`${url.pathname}${url.search}`)).statusCode).toBeLessThan(400);
    },
  };

  beforeAll(async () => {
    const mail = await startMailCatcher();
    try {
      const database = await options.database?.();
      running = { testApp: await createTestApp({ ...options, database, env: { ...options.env, SMTP_URL: mail.url } }), mail };
    } catch (error) {
      await mail.close();
      throw error;
    }
  });
  afterAll(() => handle.close());
  return handle;
}
