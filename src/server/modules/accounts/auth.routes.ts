import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { authRequestSchemas, verifyEmailQuerySchema } from '@shared/contracts/accounts';
import { waitValues } from '@shared/contracts/rate-limits';
import { message } from '@shared/i18n/message';
import { AppError, invalidRequest, notFound, TooManyRequests } from '../../lib/app-error';
import { addressSubject, accountSubject, type LimitRule, type RequestLimits } from '../limits/limits.service';
import { countAccountMail } from './account-mail-caps';
import { GOOGLE_PROVIDER_ID, type Auth } from './auth';

/** Which limits a route counts against: per address, per account (its email), or both. */
type Limited = 'sign-in' | 'sign-up' | 'reset-request' | 'reset' | 'verification-email';

interface AuthEndpoint {
  /** The body, checked with the shared contract; absent for a GET. */
  body?: z.ZodType;
  /** The query, checked likewise; a route without one is given none. */
  query?: z.ZodType;
  limit?: Limited;
}

/**
 * The Better Auth routes this shop uses, and nothing else: every other path under
 * /api/auth is a 404, so no route the library adds can be reached unchecked.
 */
const endpoints: Record<string, AuthEndpoint> = {
  'GET /get-session': {},
  'POST /sign-up/email': { body: authRequestSchemas.signUp, limit: 'sign-up' },
  'POST /sign-in/email': { body: authRequestSchemas.signIn, limit: 'sign-in' },
  'POST /sign-in/social': { body: authRequestSchemas.socialSignIn },
  [`GET /callback/${GOOGLE_PROVIDER_ID}`]: { query: authRequestSchemas.oauthCallback },
  'POST /sign-out': { body: authRequestSchemas.empty },
  'GET /verify-email': { query: verifyEmailQuerySchema },
  'POST /send-verification-email': { body: authRequestSchemas.sendVerificationEmail, limit: 'verification-email' },
  'POST /email-otp/request-password-reset': { body: authRequestSchemas.requestPasswordReset, limit: 'reset-request' },
  'POST /email-otp/reset-password': { body: authRequestSchemas.resetPassword, limit: 'reset' },
  'POST /update-user': { body: authRequestSchemas.updateUser },
  'POST /change-password': { body: authRequestSchemas.changePassword },
  'GET /list-sessions': {},
  'POST /revoke-sessions': { body: authRequestSchemas.empty },
  'POST /revoke-other-sessions': { body: authRequestSchemas.empty },
};

/** The auth routes served, as `METHOD /api/auth/path` (the fuzz test sends to each). */
export const AUTH_ROUTES = Object.keys(endpoints).map((key) => key.replace(' ', ' /api/auth'));

/** The spec's sign-in refusal (§8), with how long to wait. */
const signInRefusal = (retryAfterSeconds: number) =>
  new TooManyRequests(retryAfterSeconds, message('errors.signInRateLimited', waitValues(retryAfterSeconds)));

/**
 * Hands /api/auth/* to Better Auth as a Fetch request and copies its response back.
 * Before it: the route must be one we use, its body and query pass the shared
 * contracts, and the request is counted against the limits per address and per
 * account (in the database: they hold across app servers). X-Forwarded-For is replaced
 * by the client IP Fastify derived, so a client cannot choose its own address. After
 * it: session tokens are taken out of JSON bodies, so a page script never sees one.
 */
export interface AuthRoutesOptions {
  auth: Auth;
  limits: RequestLimits;
  /** Runs once an account was created, with the sign-up's choices (issue 30's consents, recorded by app.ts's composition). */
  afterSignUp?: (userId: string, choices: SignUpChoices) => Promise<void>;
}

/** What the registration form asks besides the account: the unticked choices of issue 30. */
export interface SignUpChoices {
  newsEmail: boolean;
  reminderTexts: boolean;
  phone: string | null;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, limits, afterSignUp }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

  const rule = (name: string): LimitRule => ({ name, max: app.env.AUTH_RATE_LIMIT_MAX, windowSeconds: app.env.AUTH_RATE_LIMIT_WINDOW_SECONDS });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, app.env.BASE_URL);
      const path = url.pathname.slice('/api/auth'.length);
      const endpoint = endpoints[`${request.method} ${path}`];
      if (!endpoint) throw notFound();

      const query = endpoint.query ? checked(endpoint.query, Object.fromEntries(url.searchParams)) : undefined;
      const isSignUp = path === '/sign-up/email';
      const checkedBody = endpoint.body ? checked(endpoint.body, readJson(request)) : undefined;
      // The choices are ours, not Better Auth's: taken out of what it is sent.
      const { newsEmail, reminderTexts, phone, ...body } = (checkedBody ?? {}) as Record<string, unknown>;
      const email = (body as { email?: unknown } | undefined)?.email;
      const account = typeof email === 'string' ? email : undefined;

      if (endpoint.limit) {
        const refusal = endpoint.limit === 'sign-in' ? signInRefusal : undefined;
        await limits.hit(rule(endpoint.limit), addressSubject(request.ip), refusal);
        if (account && endpoint.limit === 'sign-in') await limits.claimSignInAttempt(account, signInRefusal);
        else if (account) {
          await limits.hit(rule(endpoint.limit), accountSubject(account));
          // Reset codes and confirmation links also have a cap a day (issue 31): the brake that holds over days.
          if (endpoint.limit === 'reset-request' || endpoint.limit === 'verification-email') {
            await countAccountMail({ db: app.db, jobs: app.jobs, limits }, endpoint.limit, account);
          }
        }
      }

      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === 'content-length') continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      headers.set('x-forwarded-for', request.ip);
      const target = new URL(url.pathname, url);
      if (query) for (const [name, value] of Object.entries(query as Record<string, string>)) target.searchParams.set(name, value);
      if (checkedBody !== undefined) headers.set('content-type', 'application/json');
      const response = await auth.handler(
        new Request(target, { method: request.method, headers, body: checkedBody === undefined ? undefined : JSON.stringify(body) }),
      );
      const content = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      if (isSignUp && response.ok && afterSignUp && content && isJson) {
        const userId = (JSON.parse(content.toString('utf8')) as { user?: { id?: unknown } }).user?.id;
        if (typeof userId === 'string') {
          await afterSignUp(userId, { newsEmail: newsEmail === true, reminderTexts: reminderTexts === true, phone: typeof phone === 'string' ? phone : null });
        }
      }

      // A right password, or a new one, lets the account start afresh.
      if (response.ok && account && (endpoint.limit === 'sign-in' || endpoint.limit === 'reset')) {
        await limits.clearSignInAttempts(account);
      }

      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      if (!content) return reply.send(null);
      if (!isJson) return reply.send(content);
      return reply.send(JSON.stringify(withoutSessionTokens(JSON.parse(content.toString('utf8')))));
    },
  });
};

function checked(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(result.error.issues);
  return result.data;
}

/** The request's JSON body; an empty body reads as `{}`. */
function readJson(request: FastifyRequest): unknown {
  const raw = request.body instanceof Buffer ? request.body : Buffer.alloc(0);
  if (raw.length === 0) return {};
  if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    throw new AppError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'errors.unsupportedMediaType');
  }
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new AppError(400, 'BAD_REQUEST', 'errors.badRequest');
  }
}

/**
 * The same body without its session tokens: sign-up and sign-in answer `token`,
 * get-session `session.token`, list-sessions one per session. The cookie (HttpOnly)
 * is the only place a session token goes.
 */
export function withoutSessionTokens(value: unknown, depth = 0): unknown {
  if (depth > 3 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => withoutSessionTokens(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, withoutSessionTokens(item, depth + 1)]),
  );
}
