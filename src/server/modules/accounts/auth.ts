import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { siteConfig } from '@shared/site-config/site-config';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  RESET_CODE_LENGTH,
  RESET_CODE_MINUTES,
  type SessionUser,
} from '@shared/contracts/accounts';
import type { Env } from '../../config/env';
import type { Database } from '../../db/database';
import type { JobWorker } from '../jobs/jobs.service';
import { enqueueMail } from '../mail/mail.service';
import { passwordResetCodeEmail, verificationEmail } from './account-emails';
import { findUserByEmail } from './users.repo';
import { recordSignIn } from './accounts.service';
import { accounts, sessions, users, verifications } from './accounts.schema';
import { defaultLocale, type Locale } from '@shared/i18n/locales';
import { localeOf, localeOrDefault } from '../../lib/i18n';
import type { SessionPolicy } from './session-standing';

export const GOOGLE_PROVIDER_ID = 'google';

/** Guesses a reset code allows before it is spent: with the daily cap on codes, the bound on guessing (reset-code-odds.ts). */
export const RESET_CODE_TRIES = 3;

/**
 * Whether a request carries a session cookie (valid or not): such a visitor's pages are
 * rendered in their browser, with their session, not prerendered as a guest's (D25).
 */
export const carriesSessionCookie = (cookieHeader: string | undefined): boolean => /(?:^|;\s*)(?:__Host-)?pet-haven\.session_token=/.test(cookieHeader ?? '');

/** A week from the last use, extended at most once a day (session-standing.ts keeps answers no longer). */
export const SESSION_POLICY: SessionPolicy = { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 };

export interface AuthOptions {
  env: Env;
  db: Database;
  /** Sends queued mail after the change that queued it. */
  jobs: JobWorker;
  secret: string;
  /**
   * Runs after every sign-in and after an email is verified in a signed-in session:
   * where the app grants roles by configuration (PROVIDER_EMAILS). Injected by app.ts
   * so that accounts depends on no module above it.
   */
  onSignedIn: (userId: string) => Promise<void>;
  /** The app's logger: the library's warnings and errors go there, through the same serializers. */
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}

/**
 * Better Auth (D12) on our own tables: email and password with verification by link,
 * 6-digit reset codes by email (D14), Google through OpenID Connect (D13), sessions in
 * the database, and its rate limiter on in every environment.
 */
export function createAuth({ env, db, jobs, secret, onSignedIn, log }: AuthOptions) {
  const https = env.BASE_URL.startsWith('https://');
  const send = async (mail: Parameters<typeof enqueueMail>[1]) => {
    await enqueueMail(db, mail);
    jobs.kick();
  };

  return betterAuth({
    appName: siteConfig.brand,
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.BASE_URL],
    // Routes we do not offer: codes are for password reset only, never for signing in.
    disabledPaths: [
      '/sign-in/email-otp',
      '/email-otp/send-verification-otp',
      '/email-otp/check-verification-otp',
      '/email-otp/verify-email',
      '/email-otp/request-email-change',
      '/email-otp/change-email',
      '/forget-password/email-otp',
      '/request-password-reset',
      '/reset-password',
      '/change-email',
      '/delete-user',
    ],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      // Better Auth's type of `user` here leaves out additional fields; the object has them.
      sendVerificationEmail: ({ user, url }) => send(verificationEmail(user, url, localeOrDefault((user as { locale?: unknown }).locale))),
      // A signed-in user who verifies stays in the same session: what sign-in grants applies here too.
      afterEmailVerification: (user) => onSignedIn(user.id),
    },
    user: {
      // The account's language (ADR 0015): Better Auth carries it in the session and in the
      // user its mail callbacks receive. Nobody sets it through Better Auth's routes
      // (input: false): it is chosen at sign-up from the page's language (below) and
      // changed with PUT /api/profile/locale, which checks it is one we speak.
      additionalFields: { locale: { type: 'string', required: false, input: false } },
    },
    session: SESSION_POLICY,
    // Limits are ours (limits.service, applied in auth.routes): per address and per
    // account, in the database, and never on reading the session.
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, text, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        // Without an error object it is a refused request (a forged OAuth state, an
        // expired link): worth a warning, not an alarm.
        const severity = level === 'error' && !err ? 'warn' : level;
        log[severity]({ ...(err ? { err } : {}), source: 'better-auth' }, text);
      },
    },
    advanced: {
      // Over https the session cookie is `__Host-`: Secure, Path=/, no Domain.
      useSecureCookies: false,
      cookiePrefix: https ? '__Host-pet-haven' : 'pet-haven',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure: https },
      // The HTTP layer overwrites this header with the client IP Fastify derived (TRUST_PROXY).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      user: {
        create: {
          // A new account reads the site, and gets its mail, in the language it signed up in.
          before: async (user, context) => ({ data: { ...user, locale: requestLocale(context) } }),
        },
      },
      session: {
        create: {
          after: async (session) => {
            await recordSignIn(db, session.userId);
            await onSignedIn(session.userId);
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: RESET_CODE_LENGTH,
        expiresIn: RESET_CODE_MINUTES * 60,
        allowedAttempts: RESET_CODE_TRIES,
        storeOTP: 'hashed',
        disableSignUp: true,
        // In the account's language, whatever page asked (issue 30): the person chose it, and
        // the page's language may only be a signed-out browser's default. Better Auth calls
        // this for known emails only, so the lookup finds the account.
        async sendVerificationOTP({ email, otp, type }, context) {
          if (type !== 'forget-password') return;
          const account = await findUserByEmail(db, email);
          const locale = account?.locale ? localeOrDefault(account.locale) : requestLocale(context);
          await send(passwordResetCodeEmail(email, otp, RESET_CODE_MINUTES, locale));
        },
      }),
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  discoveryUrl: `${env.GOOGLE_ISSUER_URL.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: env.GOOGLE_CLIENT_ID,
                  clientSecret: env.GOOGLE_CLIENT_SECRET,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The user of a session cookie and when the session expires, or null when it names no live session. */
export async function readSession(auth: Auth, cookie: string): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!session) return null;
  const { id, name, email, emailVerified, image, locale } = session.user;
  return { user: { id, name, email, emailVerified, image: image ?? null, locale: locale ?? null }, expiresAt: new Date(session.session.expiresAt) };
}

/** Whether `password` is the password of the session's account (closing it asks again, issue 30); false for an account without one. */
export async function passwordMatches(auth: Auth, cookie: string, password: string): Promise<boolean> {
  try {
    await auth.api.verifyPassword({ body: { password }, headers: new Headers({ cookie }) });
    return true;
  } catch (error) {
    if (isAPIError(error)) return false;
    throw error;
  }
}

/** The language of the request behind a Better Auth callback (its cookie, else Accept-Language). */
function requestLocale(context: { headers?: unknown } | null | undefined): Locale {
  const headers = context?.headers;
  if (!(headers instanceof Headers)) return defaultLocale;
  return localeOf({ cookie: headers.get('cookie') ?? undefined, 'accept-language': headers.get('accept-language') ?? undefined });
}
