import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import {
  giftCardDetailsSchema,
  giftCardListSchema,
  giftCardLookupBodySchema,
  giftCardParamsSchema,
  issueGiftCardBodySchema,
  issuedGiftCardSchema,
  voidGiftCardBodySchema,
} from '@shared/contracts/gift-cards';
import * as z from 'zod';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { giftCardById, giftCardList, issueGiftCard, lookUpGiftCard, voidGiftCard } from '../ledger/gift-cards.service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * Gift cards in the console (issue 32): the owner issues them (mailed on the day chosen),
 * finds them by the recipient's email or by code, and voids them with a reason. Never
 * cached: a balance is money.
 */
export const giftCardsConsoleRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const owner = { onRequest: requireRole('owner') };

  app.get(
    '/api/console/gift-cards',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'The latest gift cards with their balances; with email, those mailed to it',
        querystring: z.object({ email: z.string().max(254).optional() }),
        response: { 200: giftCardListSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return giftCardList(app.db, request.query.email?.trim() || undefined);
    },
  );

  app.post(
    '/api/console/gift-cards',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Issues a gift card, mailed to its recipient on the day chosen; the answer shows its whole code this once',
        body: issueGiftCardBodySchema,
        response: { 201: issuedGiftCardSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const card = await issueGiftCard(app.db, ownerActor(requireUser(request)), request.body, now());
      app.jobs.kick();
      return reply.status(201).send(card);
    },
  );

  app.post(
    '/api/console/gift-cards/lookup',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'A gift card by its code (in the body, to keep codes out of addresses and logs): its balance and entries',
        body: giftCardLookupBodySchema,
        response: { 200: giftCardDetailsSchema, ...refusals },
      },
    },
    async (request) => lookUpGiftCard(app.db, request.body.code),
  );

  app.get(
    '/api/console/gift-cards/:giftCardId',
    {
      ...owner,
      schema: { tags: ['console'], summary: 'A gift card: its balance and entries', params: giftCardParamsSchema, response: { 200: giftCardDetailsSchema, ...refusals } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return giftCardById(app.db, request.params.giftCardId);
    },
  );

  app.post(
    '/api/console/gift-cards/:giftCardId/void',
    {
      ...owner,
      schema: {
        tags: ['console'],
        summary: 'Voids a gift card with a reason: what is left is taken off, and an unsent card is not mailed',
        params: giftCardParamsSchema,
        body: voidGiftCardBodySchema,
        response: { 200: giftCardDetailsSchema, ...refusals },
      },
    },
    async (request) => voidGiftCard(app.db, ownerActor(requireUser(request)), request.params.giftCardId, request.body.reason, now()),
  );
};
