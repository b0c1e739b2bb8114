import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@shared/contracts/errors';
import { PRODUCT_IMAGE_MAX_BYTES, productImageTypes, uploadedImageSchema } from '@shared/contracts/console-catalogue';
import { petIdParamsSchema } from '@shared/contracts/pets';
import {
  reportCardBodySchema,
  reportCardCheckListSchema,
  reportCardListSchema,
  reportCardMessages,
  reportCardParamsSchema,
  reportCardSchema,
} from '@shared/contracts/report-cards';
import { AppError } from '../../lib/app-error';
import { localeOf } from '../../lib/i18n';
import { requireRole, requireUser, requireUserHook } from '../../plugins/guards';
import { acceptRawUploads, refuseDeclaredOver, uploadOf } from '../../plugins/raw-uploads';
import { hasRole } from '../accounts/roles.service';
import { imageTooLarge, storeProductImage } from '../catalog/uploaded-images.service';
import { accountSubject, type LimitRule, type RequestLimits } from '../limits/limits.service';
import { providerScheduleOf, scheduleHeldBy } from '../providers/providers.service';
import { listChecks, petReportCards, visitReportCard, writeReportCard, type CardReader, type VisitOfProvider } from './report-cards.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** Four photos a visit, a day of visits an hour: plenty for a provider, and a script cannot fill the database. */
export const REPORT_CARD_PHOTO_LIMIT: LimitRule = { name: 'report-card-photo', max: 60, windowSeconds: 60 * 60 };

export interface ReportCardRouteOptions {
  now: () => Date;
  baseUrl: string;
  limits: RequestLimits;
  visitOfProvider: VisitOfProvider;
}

/**
 * Report cards (issue 29, ADR 0039): the provider writes one on a Completed visit of
 * theirs (photos uploaded first), and a pet's cards are read from its page.
 */
export const reportCardRoutes: FastifyPluginAsyncZod<ReportCardRouteOptions> = async (app, options) => {
  await app.register(providerReportCardRoutes, options);

  app.get(
    '/api/pets/:petId/report-cards',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['pets'],
        summary: "A pet's report cards, latest visit first: all for its customer and the owner, a provider's own visits' for a provider",
        params: petIdParamsSchema,
        response: { 200: reportCardListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { reportCards: await petReportCards(app.db, await cardReaderOf(request), request.params.petId, localeOf(request.headers)) };
    },
  );

  app.get(
    '/api/appointments/:appointmentId/report-card',
    {
      onRequest: requireUserHook,
      schema: {
        tags: ['booking'],
        summary: "A visit's report card: for the provider who did the visit, the owner, and the pet's customer; 404 for anyone else or a visit without one",
        params: reportCardParamsSchema,
        response: { 200: reportCardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return visitReportCard(app.db, await cardReaderOf(request), request.params.appointmentId, localeOf(request.headers));
    },
  );
};

/** Who reads cards, by the roles they hold now: a revoked provider reads as a customer. */
async function cardReaderOf(request: FastifyRequest): Promise<CardReader> {
  const user = requireUser(request);
  const { db } = request.server;
  const [isShopOwner, schedule] = await Promise.all([
    hasRole(db, user.id, 'owner'),
    hasRole(db, user.id, 'provider').then((isProvider) => (isProvider ? scheduleHeldBy(db, user.id) : undefined)),
  ]);
  return { userId: user.id, isShopOwner, providerId: schedule?.id };
}

const providerReportCardRoutes: FastifyPluginAsyncZod<ReportCardRouteOptions> = async (app, { now, baseUrl, limits, visitOfProvider }) => {
  app.addHook('onRequest', requireRole('provider'));
  acceptRawUploads(app, productImageTypes, PRODUCT_IMAGE_MAX_BYTES);
  const withinLimit = async (request: FastifyRequest) => limits.hit(REPORT_CARD_PHOTO_LIMIT, accountSubject(requireUser(request).email));
  const shopFull = () => new AppError(413, 'SHOP_STORAGE_FULL', reportCardMessages.shopStorageFull);

  app.post(
    '/api/provider/report-card-photos',
    {
      // Before the body is read: a declared size over the cap, or one upload too many this hour.
      onRequest: [refuseDeclaredOver(PRODUCT_IMAGE_MAX_BYTES, imageTooLarge), withinLimit],
      schema: {
        tags: ['provider'],
        summary: "Uploads a report card's photo (PNG, JPEG or WebP, at most 2 MB), checked by its content and stored without its metadata",
        description: 'The body is the image itself, with its type as the Content-Type. The answer names it for the card.',
        response: { 201: uploadedImageSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await storeProductImage(app.db, { ...uploadOf(request), uploadedBy: requireUser(request).id, at: now() }, { shopFull })),
  );

  app.get(
    '/api/provider/report-card-checks',
    { schema: { tags: ['provider'], summary: "The owner's list of checks a report card may tick", response: { 200: reportCardCheckListSchema, ...errors } } },
    async () => ({ checks: await listChecks(app.db) }),
  );

  app.post(
    '/api/provider/appointments/:appointmentId/report-card',
    {
      schema: {
        tags: ['provider'],
        summary: 'Writes the report card of a Completed visit of yours and mails the customer it is ready for pickup; one card per visit',
        params: reportCardParamsSchema,
        body: reportCardBodySchema,
        response: { 201: reportCardSchema, ...errors },
      },
    },
    async (request, reply) => {
      const provider = await providerScheduleOf(app.db, requireUser(request).id);
      const deps = { db: app.db, jobs: app.jobs, now, baseUrl, visitOfProvider };
      return reply.status(201).send(await writeReportCard(deps, provider, request.params.appointmentId, request.body, localeOf(request.headers)));
    },
  );
};
