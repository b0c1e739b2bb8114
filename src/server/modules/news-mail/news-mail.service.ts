import * as z from 'zod';
import { newsRecipients, nextBatch, type NewsAudience } from '@shared/consent/news-audience';
import { newsAudienceSchema, type NewsAudienceBody, type NewsCampaign, type newsDraftBodySchema } from '@shared/contracts/news-mail';
import type { Locale } from '@shared/i18n/locales';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { accountById, contactsOf } from '../accounts/accounts.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { newsCustomers, newsSubscriber, subscriberKey, unsubscribeSubscriber, unsubscribeThroughCampaign, unsubscribesByCampaign, type NewsRecipient } from '../consents/consents.service';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service';
import type { OutgoingMail } from '../mail/mail.service';
import { newsEmail } from './news-mail-email';
import {
  claimDelivery,
  countDeliveries,
  findCampaign,
  findCampaigns,
  findDeliveredRecipients,
  finishDelivery,
  type DeliveryRecipient,
  insertCampaign,
  markCampaignSent,
  scheduleCampaign,
  type NewsCampaignRow,
} from './news-mail.repo';
import { checkUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

/** The job kind that sends a campaign's next batch (issue 30). */
export const NEWS_CAMPAIGN_JOB = 'news-campaign';
const CAMPAIGNS_LISTED = 50;

export interface NewsMailDeps {
  db: Database;
  now: () => Date;
  baseUrl: string;
  /** The unsubscribe tokens' MAC key (unsubscribe-token.ts). */
  tokenKey: Buffer;
}

/** The link of a customer's unsubscribe: the visible link and the List-Unsubscribe target alike. */
export const unsubscribeUrl = (baseUrl: string, token: string) => `${baseUrl}/unsubscribe?${new URLSearchParams({ token }).toString()}`;

const contentIn = (campaign: Pick<NewsCampaignRow, 'subjectEn' | 'subjectFr' | 'bodyEn' | 'bodyFr'>, locale: Locale) =>
  locale === 'fr-CA' ? { subject: campaign.subjectFr, body: campaign.bodyFr } : { subject: campaign.subjectEn, body: campaign.bodyEn };

export async function createNewsDraft(db: Database, actor: AuditActor, draft: z.output<typeof newsDraftBodySchema>): Promise<NewsCampaign> {
  const row = await db.transaction(async (tx) => {
    const created = await insertCampaign(tx, { ...draft, createdBy: actor.label });
    await recordChange(tx, { actor, action: 'newsCampaign.created', subject: `newsCampaign:${created.id}`, details: { name: draft.subjectEn, audience: draft.audience } });
    return created;
  });
  return (await withCounts(db, [row]))[0]!;
}

/** How many customers the audience holds now: those who may receive news and are in the chosen group. */
export async function newsAudienceCount(db: Executor, audience: NewsAudienceBody, now: Date): Promise<number> {
  return newsRecipients(await newsCustomers(db, now), audience, now).length;
}

/**
 * Send (issue 30): the draft becomes scheduled and its first batch's job is queued, in one
 * transaction; only a draft can be, so a double-clicked Send, or Send on a sent campaign,
 * is refused with 409 and sends nothing twice.
 */
export async function sendNewsCampaign(deps: NewsMailDeps, actor: AuditActor, campaignId: string, sendAt: Date | undefined): Promise<NewsCampaign> {
  const now = deps.now();
  if (sendAt && sendAt.getTime() < now.getTime() - 60_000) throw new AppError(422, 'VALIDATION_ERROR', 'errors.news.sendAtPast', { sendAt: 'errors.news.sendAtPast' });
  const at = sendAt && sendAt > now ? sendAt : now;
  const row = await deps.db.transaction(async (tx) => {
    const scheduled = await scheduleCampaign(tx, campaignId, at);
    if (!scheduled) {
      if (!(await findCampaign(tx, campaignId))) throw notFound();
      throw new AppError(409, 'ALREADY_SENT', 'errors.news.alreadySent');
    }
    await enqueueJob(tx, { kind: NEWS_CAMPAIGN_JOB, payload: { campaignId }, runAt: at, uniqueKey: `${NEWS_CAMPAIGN_JOB}:${campaignId}:0` });
    await recordChange(tx, { actor, action: 'newsCampaign.sent', subject: `newsCampaign:${campaignId}`, details: { name: scheduled.subjectEn, sendAt: at.toISOString() } });
    return scheduled;
  });
  return (await withCounts(deps.db, [row]))[0]!;
}

export async function listNewsCampaigns(db: Executor): Promise<NewsCampaign[]> {
  return withCounts(db, await findCampaigns(db, CAMPAIGNS_LISTED));
}

async function withCounts(db: Executor, rows: readonly NewsCampaignRow[]): Promise<NewsCampaign[]> {
  const ids = rows.map((row) => row.id);
  const [deliveries, unsubscribes] = await Promise.all([countDeliveries(db, ids), unsubscribesByCampaign(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    subjectEn: row.subjectEn,
    subjectFr: row.subjectFr,
    bodyEn: row.bodyEn,
    bodyFr: row.bodyFr,
    audience: newsAudienceSchema.parse(row.audience),
    status: row.status as NewsCampaign['status'],
    sendAt: row.sendAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    counts: { sent: deliveries.get(row.id)?.sent ?? 0, failed: deliveries.get(row.id)?.failed ?? 0, unsubscribed: unsubscribes.get(row.id) ?? 0 },
  }));
}

/** The console's preview: the very mail a customer reading `locale` receives, with a link that unsubscribes nobody. */
export function previewNewsMail(baseUrl: string, content: { subject: string; body: string }, locale: Locale): OutgoingMail {
  return newsEmail('preview@example.invalid', content, unsubscribeUrl(baseUrl, 'preview'), locale);
}

const payloadSchema = z.object({ campaignId: z.uuid() });

const deliveryOf = (recipient: NewsRecipient): DeliveryRecipient => (recipient.subscriber ? { subscriberId: recipient.subscriber.id } : { userId: recipient.userId });

/**
 * The `news-campaign` job: one paced batch of a scheduled campaign. The audience is decided
 * now (a customer who withdrew or whose consent ended since Send is left out), less whoever
 * it was handed to already. Each customer's delivery row is taken before their mail goes,
 * so a job run twice, or by two servers, mails nobody twice; a mail that fails is counted
 * failed and not retried (its row is taken). The next batch is a job a minute on; the last
 * marks the campaign sent.
 */
export function newsCampaignJob(deps: NewsMailDeps & { deliver: (mail: OutgoingMail) => Promise<void> }): JobHandler {
  return async (payload) => {
    const { campaignId } = payloadSchema.parse(payload);
    const campaign = await findCampaign(deps.db, campaignId);
    if (!campaign || campaign.status !== 'scheduled') return;
    const now = deps.now();
    const delivered = await findDeliveredRecipients(deps.db, campaignId, subscriberKey);
    const recipients = newsRecipients(await newsCustomers(deps.db, now), newsAudienceSchema.parse(campaign.audience) as NewsAudience, now, delivered);
    const { batch, nextAt } = nextBatch(recipients, now);
    const contacts = await contactsOf(
      deps.db,
      batch.filter((each) => !each.subscriber).map((each) => each.userId),
    );
    for (const recipient of batch) {
      const contact = recipient.subscriber ?? contacts.get(recipient.userId);
      const delivery = deliveryOf(recipient);
      if (!contact || !(await claimDelivery(deps.db, campaignId, delivery, now))) continue;
      // The token names the recipient by the audience's key: an account id, or subscriber:{id}.
      const token = signUnsubscribeToken(deps.tokenKey, campaignId, recipient.userId, now);
      try {
        await deps.deliver(newsEmail(contact.email, contentIn(campaign, contact.locale), unsubscribeUrl(deps.baseUrl, token), contact.locale));
        await finishDelivery(deps.db, campaignId, delivery, { status: 'sent' });
      } catch (error) {
        await finishDelivery(deps.db, campaignId, delivery, { status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'failed' });
      }
    }
    if (nextAt) await enqueueJob(deps.db, { kind: NEWS_CAMPAIGN_JOB, payload: { campaignId }, runAt: nextAt, uniqueKey: `${NEWS_CAMPAIGN_JOB}:${campaignId}:${delivered.size + batch.length}` });
    else await markCampaignSent(deps.db, campaignId, now);
  };
}

/** What an unsubscribe link does, and which words its page shows (a subscriber who already went has no language left: the reader's). */
export type UnsubscribeOutcome =
  | { kind: 'ready' | 'done'; locale: Locale }
  | { kind: 'used'; locale: Locale | null }
  | { kind: 'forged' | 'expired'; locale: null };

/** Reads a link without acting on it (the page with its button). */
export async function readUnsubscribeLink(deps: NewsMailDeps, token: string): Promise<UnsubscribeOutcome> {
  return unsubscribeLink(deps, token, false);
}

/** The link's POST (the page's button, or the mail program's one-click): a no to news, at once. */
export async function useUnsubscribeLink(deps: NewsMailDeps, token: string): Promise<UnsubscribeOutcome> {
  return unsubscribeLink(deps, token, true);
}

async function unsubscribeLink(deps: NewsMailDeps, token: string, act: boolean): Promise<UnsubscribeOutcome> {
  const now = deps.now();
  const check = checkUnsubscribeToken(deps.tokenKey, token, now);
  if (!check.ok) return { kind: check.reason, locale: null };
  if (!(await findCampaign(deps.db, check.claim.campaignId))) return { kind: 'forged', locale: null };
  const subscriberId = subscriberIdOf(check.claim.userId);
  if (subscriberId) {
    // An email without an account: unsubscribing forgets it. Gone already: the link was used (or the consent ended).
    const subscriber = await newsSubscriber(deps.db, subscriberId);
    if (!subscriber) return { kind: 'used', locale: null };
    if (!act) return { kind: 'ready', locale: subscriber.locale as Locale };
    return { kind: (await unsubscribeSubscriber(deps.db, subscriberId)) ? 'done' : 'used', locale: subscriber.locale as Locale };
  }
  const account = await accountById(deps.db, check.claim.userId);
  if (!account) return { kind: 'forged', locale: null };
  if (!act) return { kind: 'ready', locale: account.locale };
  const recorded = await unsubscribeThroughCampaign(deps.db, account.id, check.claim.campaignId, now);
  return { kind: recorded ? 'done' : 'used', locale: account.locale };
}

/** The subscriber a token's recipient key names (subscriberKey's inverse), or null for an account. */
function subscriberIdOf(recipientKey: string): string | null {
  const prefix = subscriberKey('');
  const id = recipientKey.startsWith(prefix) ? recipientKey.slice(prefix.length) : null;
  return id && z.uuid().safeParse(id).success ? id : null;
}
