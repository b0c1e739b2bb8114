import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { webDistDir } from './config/project-paths';
import type { Database, DatabaseHandle } from './db/database';
import { loggableUrl, serializeError, type SafeError } from './lib/log-safety';
import { registerErrorHandler } from './plugins/error-handler';
import { registerGuards } from './plugins/guards';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSiteMap } from './plugins/site-map';
import { registerWebApp } from './plugins/web-app';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { searchRoutes } from './modules/catalog/search.routes';
import { productSlugsOnSale } from './modules/catalog/public-catalogue.service';
import { mediaRoutes } from './modules/catalog/media.routes';
import { createMediaCache } from './modules/catalog/media-cache';
import { forgetUnusedUploadsJob } from './modules/catalog/unused-uploads.service';
import { FORGET_UNUSED_UPLOADS_JOB } from './modules/catalog/uploaded-images.service';
import { orderedUploadPaths } from './modules/checkout/orders.service';
import { proofsOnRecord } from './modules/pets/vaccinations.service';
import { consoleRoutes } from './modules/console/console.routes';
import { shopTextsRoutes } from './modules/shop/shop-texts.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { blogImagePaths, publishedBlogPostIds } from './modules/blog/blog.service';
import { healthRoutes } from './modules/health/health.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { carriesSessionCookie, createAuth, passwordMatches, type Auth } from './modules/accounts/auth';
import { sessionGuards } from './modules/accounts/session-guards';
import { authRoutes } from './modules/accounts/auth.routes';
import { ACCOUNT_MAIL_CAP_JOB, accountMailCapJob } from './modules/accounts/account-mail-caps';
import { createJobWorker } from './modules/jobs/job-worker';
import { BACKUP_JOB, backupJob, newestBackupAt, scheduleBackup, type NightlyBackups } from './modules/backups/backups.service';
import { openJobCounts } from './modules/jobs/jobs.service';
import { createAppMetrics } from './modules/metrics/app-metrics';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { registerRequestMetrics } from './modules/metrics/request-metrics';
import { createRequestLimits } from './modules/limits/limits.service';
import type { JobWorker } from './modules/jobs/jobs.service';
import { createMailDelivery } from './modules/mail/mail-delivery';
import { MAIL_JOB } from './modules/mail/mail.service';
import { petsRoutes } from './modules/pets/pets.routes';
import { vaccinationRoutes } from './modules/pets/vaccinations.routes';
import { VACCINE_REMINDER_JOB } from './modules/pets/vaccinations.service';
import { vaccineReminderJob } from './modules/pets/vaccine-reminder.job';
import { cartRoutes } from './modules/cart/cart.routes';
import { checkoutRoutes, createPaymentProvider } from './modules/checkout/checkout.routes';
import { RELEASE_STOCK_JOB, heldStock } from './modules/checkout/stock-holds.service';
import { productSalesSince } from './modules/checkout/sales-figures.service';
import { stockReleaseJob } from './modules/checkout/stock-release.job';
import { DEPOSIT_REFUND_JOB, DEPOSIT_RELEASE_JOB, depositRefundJob, depositReleaseJob, visitDepositHooks } from './modules/checkout/deposits.service';
import { depositRoutes } from './modules/checkout/deposits.routes';
import { giftCardSaleRoutes } from './modules/checkout/gift-card-sales.routes';
import { paymentProviderNamed } from './modules/checkout/checkout.service';
import { ordersRoutes } from './modules/checkout/orders.routes';
import type { StripeApiEndpoint } from './modules/checkout/stripe/stripe.provider';
import { bookingRoutes } from './modules/booking/booking.routes';
import { appointmentsForNotices, visitOfProvider, visitsForRebookNudges } from './modules/appointment-book/appointments.service';
import { reportCardRoutes } from './modules/report-cards/report-cards.routes';
import { reportCardPhotosInUse } from './modules/report-cards/report-cards.service';
import { providerAgendaRoutes } from './modules/appointment-book/provider-agenda.routes';
import { providerRoutes } from './modules/providers/providers.routes';
import { grantConfiguredProvider } from './modules/providers/providers.service';
import { grantConfiguredOwner } from './modules/accounts/owners.service';
import { shopRoutes } from './modules/shop/shop.routes';
import { catalogueVersion } from './modules/shop/catalogue-version.service';
import { appointmentReminderJobs } from './modules/appointment-notices/appointment-reminders.job';
import { rebookNudgesJob, scheduleRebookNudges } from './modules/appointment-notices/rebook-nudges.job';
import { RETENTION_JOB, retentionJob, scheduleRetention } from './modules/privacy/retention.job';
import { REBOOK_NUDGES_JOB, WAITLIST_OFFERS_JOB } from './modules/appointment-notices/appointment-notices.service';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { waitlistOffersJob } from './modules/waitlist/waitlist-offers';
import { queueWaitlistSweep } from './modules/waitlist/waitlist-rounds';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { consentsRoutes } from './modules/consents/consents.routes';
import { recordConsentChoices, textingNumberOf, withdrawTextsOfNumber } from './modules/consents/consents.service';
import { textRepliesRoutes } from './modules/consents/text-replies.routes';
import { newsletterRoutes } from './modules/consents/newsletter.routes';
import { TEXT_MESSAGE_JOB, createTextMessages, textMessageJob } from './modules/text-messages/text-messages.service';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { storeCreditRoutes } from './modules/ledger/store-credit.routes';
import { GIFT_CARD_DELIVERY_JOB, giftCardDeliveryJob } from './modules/ledger/gift-cards.service';
import { NEWS_CAMPAIGN_JOB, newsCampaignJob, type NewsMailDeps } from './modules/news-mail/news-mail.service';
import { unsubscribeRoutes } from './modules/news-mail/unsubscribe.routes';
import { unsubscribeKey } from './modules/news-mail/unsubscribe-token';
import { FORGET_VISITOR_SALTS_JOB, forgetVisitorSaltsJob } from './modules/analytics/analytics.service';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    db: Database;
    auth: Auth;
    jobs: JobWorker;
    /** The app's clock (a test pins it): what payments that arrive on their own (webhooks) count from. */
    clock: () => Date;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Signs session cookies (see config/auth-secret.ts). */
  authSecret: string;
  /** The built SPA to serve; null serves the API only (API tests). */
  webDir?: string | null;
  /** The clock booking rules and the job worker read; tests pin it. */
  now?: () => Date;
  /** Tests only: a local stand-in for Stripe's API. */
  stripeApi?: StripeApiEndpoint;
  /** Tests only: where log lines go instead of stdout. */
  logStream?: { write(line: string): void };
  /** Tests only: a shorter time for a request to arrive (REQUEST_TIMEOUT). */
  requestTimeout?: RequestTimeout;
  /** Where this server keeps its copies of the uploads it serves (D32); by default DATA_DIR/media-cache. */
  mediaCacheDir?: string;
  /** The embedded database's nightly backups (ADR 0037), given by server.ts; none on PostgreSQL, or in API tests. */
  nightlyBackups?: NightlyBackups;
}

export interface RequestTimeout {
  /** A request's headers and body must have arrived this long after it began, or it gets 408 and its connection is closed. */
  ms: number;
  /** How often Node looks for requests past that time: a slow one is cut between `ms` and `ms + checkEveryMs`. */
  checkEveryMs: number;
}

/**
 * Two minutes for a whole request to arrive (ADR 0031): the largest body we take, a 5 MB
 * proof, needs 82 s at 512 kbit/s, while a client trickling its body can no longer hold
 * a connection for ever. Node enforces it for every connection from one timer.
 */
export const REQUEST_TIMEOUT: RequestTimeout = { ms: 120_000, checkEveryMs: 5_000 };

/** The whole HTTP application as a plugin tree; `server.ts` only listens and shuts down. */
export async function buildApp({
  env,
  database,
  authSecret,
  webDir = webDistDir,
  now = () => new Date(),
  stripeApi,
  logStream,
  requestTimeout = REQUEST_TIMEOUT,
  mediaCacheDir,
  nightlyBackups,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        err: (error: Error) => serializeError(error) as SafeError & { stack: string },
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggableUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 64 * 1024,
    trustProxy: env.TRUST_PROXY,
    requestTimeout: requestTimeout.ms,
    // Headers within a minute, as Node's default; never more than the whole request, or Node takes the larger as both.
    http: { connectionsCheckingInterval: requestTimeout.checkEveryMs, headersTimeout: Math.min(60_000, requestTimeout.ms) },
  });

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // Each app its own registry (tests build many apps in one process); the job kinds are the handlers' below.
  const metrics = createAppMetrics({
    jobKinds: () => Object.keys(jobHandlers),
    jobCounts: () => openJobCounts(database.db, now()),
    poolUse: database.poolUse,
    log: app.log,
    nightlyBackups: Boolean(nightlyBackups),
  });
  if (nightlyBackups) {
    const newest = newestBackupAt(nightlyBackups.dir);
    if (newest) metrics.backups.succeeded(newest);
  }
  const stopWatchingQueries = database.watchQueries(metrics.observeQuery);
  registerRequestMetrics(app, metrics);
  const mail = createMailDelivery({ log: app.log, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outcomes: metrics.mail });
  const payments = createPaymentProvider(env, stripeApi);
  // Twilio when TWILIO_* are set, else the local stand-in that logs each text (issue 30).
  const texts = createTextMessages(env, app.log);
  const mediaCache = createMediaCache(mediaCacheDir ?? join(env.DATA_DIR, 'media-cache'));
  // Uploads nothing uses are deleted a day on (issue 31); orders, records, blog posts and report cards keep theirs.
  const uploadsInUse = {
    orderedImagePaths: () => orderedUploadPaths(database.db),
    proofsOnRecord: () => proofsOnRecord(database.db),
    blogImagePaths: () => blogImagePaths(database.db),
    reportCardPhotos: () => reportCardPhotosInUse(database.db),
  };
  // The news mail's unsubscribe links are signed with a key of their own, derived from the app's secret (ADR 0042).
  const newsMail: NewsMailDeps = { db: database.db, now, baseUrl: env.BASE_URL, tokenKey: unsubscribeKey(authSecret) };
  const jobHandlers = {
    [MAIL_JOB]: mail.send,
    // One text (a reminder, a pickup notice), sent only to a number whose consent stands as it goes.
    [TEXT_MESSAGE_JOB]: textMessageJob({
      provider: texts,
      textingNumberOf: (userId) => textingNumberOf(database.db, userId),
      withdrawNumber: (phone) => withdrawTextsOfNumber(database.db, phone, now()),
      log: app.log,
    }),
    // A news campaign's paced batches (issue 30), each mail through the one mailer.
    [NEWS_CAMPAIGN_JOB]: newsCampaignJob({ ...newsMail, deliver: mail.sendNow }),
    [VACCINE_REMINDER_JOB]: vaccineReminderJob({ db: database.db, log: app.log, baseUrl: env.BASE_URL, now, kick: () => jobs.kick() }),
    // A gift card mailed to its recipient on its day (issue 32), unless voided meanwhile.
    [GIFT_CARD_DELIVERY_JOB]: giftCardDeliveryJob({ db: database.db, baseUrl: env.BASE_URL, now, kick: () => jobs.kick() }),
    [RELEASE_STOCK_JOB]: stockReleaseJob({ db: database.db, log: app.log }, payments),
    // A visit's deposit (issue 29): its hold released when it runs out unpaid, and its money given back.
    [DEPOSIT_RELEASE_JOB]: depositReleaseJob({ db: database.db, log: app.log, baseUrl: env.BASE_URL, now, kick: () => jobs.kick() }, payments),
    [DEPOSIT_REFUND_JOB]: depositRefundJob({ db: database.db, log: app.log, baseUrl: env.BASE_URL, kick: () => jobs.kick(), providerNamed: paymentProviderNamed(payments, env.BASE_URL) }),
    [FORGET_VISITOR_SALTS_JOB]: forgetVisitorSaltsJob(database.db, now),
    [FORGET_UNUSED_UPLOADS_JOB]: forgetUnusedUploadsJob({ db: database.db, mediaCache, inUse: uploadsInUse, now, log: app.log }),
    // The owner's notice that a day's cap of reset codes or confirmation links was reached (issue 31).
    [ACCOUNT_MAIL_CAP_JOB]: accountMailCapJob({ db: database.db, kick: () => jobs.kick() }),
    // The customers' reminders and the providers' agendas (issue 14); a queued mail kicks the worker again.
    ...appointmentReminderJobs({ db: database.db, appointments: appointmentsForNotices, now, kick: () => jobs.kick() }),
    // Freed times offered to the waitlist (issue 14).
    [WAITLIST_OFFERS_JOB]: waitlistOffersJob({ db: database.db, now, baseUrl: env.BASE_URL, kick: () => jobs.kick() }),
    // The daily sweep that reminds customers to rebook a service whose interval has passed (issue 29).
    [REBOOK_NUDGES_JOB]: rebookNudgesJob({ db: database.db, visits: visitsForRebookNudges, baseUrl: env.BASE_URL, now, kick: () => jobs.kick() }),
    // The daily destruction of what the law no longer lets the shop keep (issue 30).
    [RETENTION_JOB]: retentionJob({ db: database.db, now, log: app.log }),
    // The embedded database's nightly backup (issue 31); PostgreSQL is backed up with pg_dump.
    ...(nightlyBackups ? { [BACKUP_JOB]: backupJob({ db: database.db, backups: nightlyBackups, now, log: app.log, outcomes: metrics.backups }) } : {}),
  };
  const jobs = createJobWorker({ db: database.db, log: app.log, now, handlers: jobHandlers });
  const auth = createAuth({
    env,
    db: database.db,
    jobs,
    secret: authSecret,
    onSignedIn: async (userId) => {
      await grantConfiguredProvider(database.db, env.PROVIDER_EMAILS, userId);
      await grantConfiguredOwner(database.db, env.OWNER_EMAILS, userId);
    },
    log: app.log,
  });
  const limits = createRequestLimits({ db: database.db, now });
  app.decorate('jobs', jobs);
  app.decorate('clock', now);
  app.decorate('auth', auth);
  app.addHook('onReady', async () => {
    // Today's rebook sweep, if no server queued it yet; each sweep queues the next day's.
    await scheduleRebookNudges(database.db, now());
    await scheduleRetention(database.db, now());
    if (nightlyBackups) await scheduleBackup(database.db, now(), nightlyBackups.at);
    jobs.start();
  });
  app.addHook('onClose', async () => {
    stopWatchingQueries();
    await jobs.stop();
    mail.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Set as the request comes in (a synchronous hook costs nothing per request); errors and 404s keep it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerSecurityHeaders(app, { https: env.BASE_URL.startsWith('https://') });
  registerOriginCheck(app, env.BASE_URL);

  registerGuards(app, sessionGuards(auth, database.db));
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pet Haven API', version: '1.0.0' },
      servers: [{ url: env.BASE_URL }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes);
  await app.register(metricsRoutes, { metrics });
  // The home page's best sellers come from checkout's paid orders, which the catalogue cannot depend on.
  await app.register(catalogRoutes, { productSales: productSalesSince, now });
  await app.register(searchRoutes);
  await app.register(mediaRoutes, { mediaCache });
  await app.register(authRoutes, {
    auth,
    limits,
    // The registration form's choices (issue 30), recorded once the account exists.
    afterSignUp: (userId, choices) => recordConsentChoices(database.db, userId, choices, 'registration', now()),
  });
  await app.register(consentsRoutes, { now });
  await app.register(textRepliesRoutes, { texts, baseUrl: env.BASE_URL, now });
  await app.register(newsletterRoutes, { now, limits, limit: { name: 'newsletter-inquiry', max: 10, windowSeconds: 60 } });
  await app.register(privacyRoutes, { now, limits, passwordMatches: (cookie, password) => passwordMatches(auth, cookie, password) });
  await app.register(accountsRoutes, {
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    limits,
    lookupLimit: { name: 'email-lookup', max: 10, windowSeconds: 60 },
  });
  await app.register(petsRoutes);
  await app.register(vaccinationRoutes, { now, limits, mediaCache });
  await app.register(cartRoutes, { heldStock });
  await app.register(checkoutRoutes, { provider: payments, limits, giftCardCodeLimit: { name: 'gift-card-code', max: 30, windowSeconds: 15 * 60 }, discounts: { limits, now } });
  await app.register(ordersRoutes);
  await app.register(storeCreditRoutes);
  await app.register(bookingRoutes, { now });
  await app.register(depositRoutes, { provider: payments, now });
  await app.register(giftCardSaleRoutes, { provider: payments, now });
  await app.register(providerRoutes);
  await app.register(providerAgendaRoutes, { now, deposits: visitDepositHooks });
  // Report cards (issue 29): the book hands over the provider's visit, as the book reads the cards.
  await app.register(reportCardRoutes, { now, baseUrl: env.BASE_URL, limits, visitOfProvider });
  await app.register(shopRoutes, { now });
  await app.register(shopTextsRoutes);
  await app.register(blogRoutes, { baseUrl: env.BASE_URL, catalogueVersion: () => catalogueVersion(app.db) });
  await app.register(waitlistRoutes, { now });
  await app.register(calendarFeedRoutes, { baseUrl: env.BASE_URL, now, limits, limit: { name: 'calendar-feed', max: 300, windowSeconds: 60 } });
  await app.register(analyticsRoutes, { limits, limit: { name: 'events', max: 120, windowSeconds: 60 }, now });
  // Every /api/console route; new hours may free times someone waits for, so the waitlist's round joins the change.
  await app.register(consoleRoutes, { now, heldStock, payments, afterHoursChange: queueWaitlistSweep, baseUrl: env.BASE_URL, newsMail });
  await app.register(unsubscribeRoutes, newsMail);

  registerSiteMap(app, {
    baseUrl: env.BASE_URL,
    catalogueVersion: () => catalogueVersion(app.db),
    productSlugs: () => productSlugsOnSale(app.db),
    blogPostIds: () => publishedBlogPostIds(app.db),
  });
  await registerWebApp(app, webDir, {
    catalogueVersion: () => catalogueVersion(app.db),
    now,
    mayBeSignedIn: (request) => carriesSessionCookie(request.headers.cookie),
  });
  return app;
}
