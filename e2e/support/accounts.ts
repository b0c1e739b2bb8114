import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appURL, mailApiURL } from './ports';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A fresh account's details; nobody has used the email before. */
export function newAccount(name = 'Avery Walker'): Account {
  return { name, email: `e2e.${randomUUID().slice(0, 12)}@example.com`, password: 'correct horse 42' };
}

/**
 * Creates the account through the API. With `page.request` the browser is signed in
 * as it too (the cookie lands in the page's context); with the `request` fixture it is not.
 */
export async function createAccount(request: APIRequestContext, account: Account, origin = appURL): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { ...account, callbackURL: '/profile' },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** Each header as sent, by its lower-case name. */
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/** The newest mail to `to` whose subject matches, as the SMTP catcher received it. */
export async function waitForMail(to: string, subject: RegExp, { after = 0, timeout = 15_000 } = {}): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = ((await (await fetch(mailApiURL)).json()) as Mail[]).filter(
          (mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject),
        );
        found = mails.length > after ? mails.at(-1) : undefined;
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout },
    )
    .toBe(true);
  return found!;
}

export async function countMails(to: string, subject: RegExp): Promise<number> {
  const mails = (await (await fetch(mailApiURL)).json()) as Mail[];
  return mails.filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)).length;
}

export const isMobile = (projectName: string) => projectName === 'mobile';

/** A link of the main navigation, opening the mobile menu first where there is one. */
export async function mainNavLink(page: Page, projectName: string, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (isMobile(projectName)) {
    const toggle = nav.getByRole('button', { name: 'Menu' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return nav.getByRole('link', { name, exact: true });
}

/** Signs in through /login's email form, starting from the sign-in options. */
export async function signInWithEmailForm(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const emailChoice = main.getByRole('button', { name: 'Sign in with Email' });
  if (await emailChoice.isVisible()) await emailChoice.click();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Signs `request` in (use `page.request` to sign the page in) as an account whose email
 * the server's configuration lists for a role (PROVIDER_EMAILS, OWNER_EMAILS): the first
 * time in a run it creates the account and opens the confirmation link from its mail,
 * which grants the role; `check` is the role's API check, 200 once granted. `origin` is the
 * server's own address (`request` has that server as its base URL).
 */
export async function signInWithConfiguredRole(request: APIRequestContext, account: Account, check: string, origin = appURL): Promise<void> {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin },
  });
  if (!signIn.ok()) await createAccount(request, account, origin);
  if ((await request.get(check)).status() === 200) return;

  const mail = await waitForMail(account.email, /confirm your email/i);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, mail.text).toContain('/api/auth/verify-email?token=');
  expect((await request.get(link!)).ok()).toBe(true);
  expect((await request.get(check)).status()).toBe(200);
}
