import * as z from 'zod';
import { locales } from '../i18n/locales';
import { petTypes } from './pet-rules';
import { lineText, paragraphText } from './text';

/** Issue 30 item 2: the owner's news mail, its audience and its sends. */
export const NEWS_SUBJECT_MAX = 150;
export const NEWS_BODY_MAX = 20_000;
export const NEWS_SEEN_DAYS_MAX = 3_650;

export const newsAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('everyone') }),
    z.strictObject({ kind: z.literal('pet-type'), petType: z.enum(petTypes, { error: 'errors.news.petTypeRequired' }) }),
    z.strictObject({ kind: z.literal('seen-within'), days: z.number({ error: 'errors.news.daysInvalid' }).int('errors.news.daysInvalid').min(1, 'errors.news.daysInvalid').max(NEWS_SEEN_DAYS_MAX, 'errors.news.daysInvalid') }),
  ],
  { error: 'errors.news.audienceRequired' },
);
export type NewsAudienceBody = z.infer<typeof newsAudienceSchema>;

const subject = lineText().min(1, 'errors.news.subjectRequired').max(NEWS_SUBJECT_MAX, 'errors.news.subjectTooLong');
const body = paragraphText().min(1, 'errors.news.bodyRequired').max(NEWS_BODY_MAX, 'errors.news.bodyTooLong');

/** POST /api/console/news: a draft in both languages, with its audience. */
export const newsDraftBodySchema = z.strictObject({ subjectEn: subject, subjectFr: subject, bodyEn: body, bodyFr: body, audience: newsAudienceSchema });
export type NewsDraftBody = z.input<typeof newsDraftBodySchema>;

/** POST /api/console/news/:id/send: now (no time), or at a time to come. */
export const newsSendBodySchema = z.strictObject({ sendAt: z.iso.datetime({ offset: true, error: 'errors.news.sendAtInvalid' }).optional() });

export const newsCampaignParamsSchema = z.object({ campaignId: z.uuid({ error: 'errors.notFound' }) });

/** POST /api/console/news/audience: how many customers the audience holds today. */
export const newsAudienceCountBodySchema = z.strictObject({ audience: newsAudienceSchema });
export const newsAudienceCountSchema = z.object({ count: z.number().int() });

/** POST /api/console/news/preview: the mail as a customer in `locale` receives it. */
export const newsPreviewBodySchema = z.strictObject({ subject, body, locale: z.enum(locales, { error: 'errors.invalidValue' }) });
export const newsPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });

export const newsCampaignSchema = z.object({
  id: z.string(),
  subjectEn: z.string(),
  subjectFr: z.string(),
  bodyEn: z.string(),
  bodyFr: z.string(),
  audience: newsAudienceSchema,
  status: z.enum(['draft', 'scheduled', 'sent']),
  sendAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: z.object({ sent: z.number().int(), failed: z.number().int(), unsubscribed: z.number().int() }),
});
export type NewsCampaign = z.infer<typeof newsCampaignSchema>;
export const newsCampaignListSchema = z.object({ campaigns: z.array(newsCampaignSchema) });

/** The unsubscribe link's query: the signed token (ADR 0042). */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(512).default('') });
