import { isIP } from 'node:net';
import { join } from 'node:path';
import * as z from 'zod';

/**
 * Every environment variable the server reads, parsed once at start-up.
 * A bad value stops the process with a message naming the variable.
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A comma-separated list of emails, lowercased; empty when unset. */
const emailList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean) : []),
  z.array(z.email('must be a comma-separated list of email addresses')),
);

/** An address or a network in CIDR form (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Comma-separated addresses and networks. */
const addressList = (fallback: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value : fallback).split(',').map((entry) => entry.trim()).filter(Boolean),
    z.array(z.string().refine(isAddressOrNetwork, { error: (issue) => `'${String(issue.input)}' is not an IP address or a network (CIDR)` })),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Signs session cookies. Required in production; otherwise kept in DATA_DIR. */
    AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    /**
     * Whose X-Forwarded-For to believe for the client IP (rate limits): 'false' (nobody,
     * the default), a hop count, or comma-separated proxy addresses/CIDRs; 'true' (any
     * proxy) outside production only.
     */
    TRUST_PROXY: z
      .preprocess(emptyAsUndefined, z.string().optional())
      .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
        if (value === undefined || value === 'false') return false;
        if (value === 'true') return true;
        if (/^\d+$/.test(value)) {
          const hops = Number(value);
          return (_address, hop) => hop < hops;
        }
        return value.split(',').map((part) => part.trim()).filter(Boolean);
      }),
    /**
     * Who may read GET /metrics: addresses or networks, compared with the client address
     * as TRUST_PROXY derives it. Anyone else gets a 404, as for a route that does not exist.
     */
    METRICS_ALLOW: addressList('127.0.0.1,::1'),
    /** Sign-in, sign-up and reset-code requests allowed per client IP in each window. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** smtp://user:pass@host:587 or smtps://…; without it each mail is written to the log instead. */
    SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Google sign-in (OpenID Connect); the button shows only when both are set. */
    GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    GOOGLE_ISSUER_URL: z.preprocess(emptyAsUndefined, z.url().default('https://accounts.google.com')),
    /** Stripe Checkout (D17); without it, checkout uses the built-in test payment page. */
    STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().regex(/^[sr]k_/, 'must be a secret (sk_…) or restricted (rk_…) key').optional()),
    /** Verifies Stripe's webhook calls (whsec_…); the only way a Stripe order becomes paid. */
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().startsWith('whsec_', 'must start with whsec_').optional()),
    /** Text reminders through Twilio's Messages API (issue 30); without all three, texts go to the log (the local stand-in). */
    TWILIO_ACCOUNT_SID: z.preprocess(emptyAsUndefined, z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID (AC and 32 hex digits)').optional()),
    TWILIO_AUTH_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be the account auth token').optional()),
    /** The shop's texting number (E.164) or a messaging service SID (MG…). */
    TWILIO_FROM: z.preprocess(emptyAsUndefined, z.string().regex(/^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/, 'must be a number in E.164 (+19055550100) or a messaging service SID (MG…)').optional()),
    /** Where Twilio's API is; only tests change it, to a local stand-in. */
    TWILIO_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default('https://api.twilio.com')),
    /**
     * Comma-separated emails whose accounts get the provider role when they sign in with
     * that email verified (the same grant as `npm run admin -- grant-provider`).
     */
    PROVIDER_EMAILS: emailList,
    /** Comma-separated emails whose accounts get the owner role (the console at /console), likewise. */
    OWNER_EMAILS: emailList,
    /** Where the embedded database runs: a thread of its own (ADR 0054), or `main` as before it. */
    PGLITE_THREAD: z.preprocess(emptyAsUndefined, z.enum(['worker', 'main']).default('worker')),
    /** Where the embedded database's nightly backups go (ADR 0037); default DATA_DIR/backups. */
    BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** How many nightly backups to keep; older ones the server made are deleted. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
    /** When the nightly backup runs, shop time (HH:MM, 24-hour), or 'off'. */
    BACKUP_AT: z.preprocess(
      emptyAsUndefined,
      z.string().regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, "must be a time of day as HH:MM (24-hour, shop time) or 'off'").default('03:00'),
    ),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      context.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
    // Believing every proxy means believing the client's own X-Forwarded-For: anyone could
    // pick a new address per request and walk past every limit per address.
    if (env.NODE_ENV === 'production' && env.TRUST_PROXY === true) {
      context.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          "must not be 'true' in production: a client could then choose its own address and escape every limit; give the number of proxies in front of the app (e.g. 1) or their addresses",
      });
    }
    // Without the webhook secret no Stripe payment could ever complete an order.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
    // Half a Twilio account would send nothing and check no signature: all three or none.
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      for (const [name, value] of [['TWILIO_ACCOUNT_SID', env.TWILIO_ACCOUNT_SID], ['TWILIO_AUTH_TOKEN', env.TWILIO_AUTH_TOKEN], ['TWILIO_FROM', env.TWILIO_FROM]] as const) {
        if (!value) context.addIssue({ code: 'custom', path: [name], message: 'is required with the other TWILIO_ settings' });
      }
    }
  })
  .transform((env) => ({
    ...env,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    BACKUP_DIR: env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups'),
  }));

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return result.data;
}
