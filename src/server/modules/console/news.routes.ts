import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import {
  newsAudienceCountBodySchema,
  newsAudienceCountSchema,
  newsCampaignListSchema,
  newsCampaignParamsSchema,
  newsCampaignSchema,
  newsDraftBodySchema,
  newsPreviewBodySchema,
  newsPreviewSchema,
  newsSendBodySchema,
} from '@shared/contracts/news-mail';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { createNewsDraft, listNewsCampaigns, newsAudienceCount, previewNewsMail, sendNewsCampaign, type NewsMailDeps } from '../news-mail/news-mail.service';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** The console's news mail (issue 30 item 2): write in both languages, preview, count the audience, send now or later. Owner only. */
export const newsRoutes: FastifyPluginAsyncZod<NewsMailDeps> = async (app, deps) => {
  const owner = { onRequest: requireRole('owner') };

  app.get('/api/console/news', { ...owner, schema: { tags: ['console'], summary: 'The news mails, newest first, with their counts', response: { 200: newsCampaignListSchema, ...errors } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { campaigns: await listNewsCampaigns(app.db) };
  });

  app.post(
    '/api/console/news',
    { ...owner, schema: { tags: ['console'], summary: 'Write a news mail (a draft until sent)', body: newsDraftBodySchema, response: { 201: newsCampaignSchema, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return createNewsDraft(app.db, ownerActor(requireUser(request)), request.body);
    },
  );

  app.post(
    '/api/console/news/audience',
    { ...owner, schema: { tags: ['console'], summary: 'How many customers an audience holds now (consent in force, not withdrawn)', body: newsAudienceCountBodySchema, response: { 200: newsAudienceCountSchema, ...errors } } },
    async (request) => ({ count: await newsAudienceCount(app.db, request.body.audience, deps.now()) }),
  );

  app.post(
    '/api/console/news/preview',
    { ...owner, schema: { tags: ['console'], summary: 'A news mail as it arrives, in one language', body: newsPreviewBodySchema, response: { 200: newsPreviewSchema, ...errors } } },
    async (request) => {
      const mail = previewNewsMail(deps.baseUrl, request.body, request.body.locale);
      return { subject: mail.subject, html: mail.html ?? '', text: mail.text };
    },
  );

  app.post(
    '/api/console/news/:campaignId/send',
    {
      ...owner,
      schema: { tags: ['console'], summary: 'Send a news mail now or at a time; once only', params: newsCampaignParamsSchema, body: newsSendBodySchema, response: { 200: newsCampaignSchema, ...errors } },
    },
    async (request) => {
      const sendAt = request.body.sendAt ? new Date(request.body.sendAt) : undefined;
      const campaign = await sendNewsCampaign(deps, ownerActor(requireUser(request)), request.params.campaignId, sendAt);
      app.jobs.kick();
      return campaign;
    },
  );
};
