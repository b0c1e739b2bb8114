import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { asc, eq } from 'drizzle-orm';
import { addMonths } from '@shared/consent/consent-rules';
import { consentStateSchema } from '@shared/contracts/consents';
import { newsCampaignListSchema, newsCampaignSchema, type NewsDraftBody } from '@shared/contracts/news-mail';
import { consentRecords, newsSubscribers } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { signUpOwner } from '../../test/console';
import { mailTo } from '../../test/mail-catcher';
import { signUpProvider } from '../../test/ownership-matrix';
import { insertOrder, insertTestProducts } from '../../test/shop';

/**
 * Issue 30: the home page's newsletter box records an inquiry, whose implied consent to
 * news lasts 6 months. An email without an account becomes a subscriber the news mail
 * reaches, in the language of the page, with the same one-click unsubscribe; an email with
 * an account lends the account its date (its own no still wins). On a real database, the
 * mail through a real SMTP server, the clock pinned.
 */
let clock = new Date('2027-01-15T15:00:00Z');
const t = useTestAppWithMail({ now: () => clock });
const DAY_MS = 86_400_000;

let drafts = 0;
const draft = (audience: NewsDraftBody['audience'] = { kind: 'everyone' }): NewsDraftBody => ({
  subjectEn: `Box news ${++drafts}`,
  subjectFr: `Nouvelles de la boîte ${drafts}`,
  bodyEn: 'Hello from the shop.',
  bodyFr: 'Bonjour de la boutique.',
  audience,
});

let owner: ApiClient;
async function theOwner(): Promise<ApiClient> {
  owner ??= (await signUpOwner(t, 'Nell Owner')).client;
  return owner;
}

async function sendCampaign(audience?: NewsDraftBody['audience']): Promise<NewsDraftBody> {
  const body = draft(audience);
  const created = await (await theOwner()).post('/api/console/news', body);
  expect(created.statusCode, created.body).toBe(201);
  const sent = await (await theOwner()).post(`/api/console/news/${newsCampaignSchema.parse(created.json()).id}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  await t.app.jobs.runDue();
  return body;
}

const audienceCount = async (audience: NewsDraftBody['audience'] = { kind: 'everyone' }) =>
  (await (await theOwner()).post('/api/console/news/audience', { audience })).json().count as number;

const inquire = (client: ApiClient, body: unknown) => client.post('/api/newsletter/inquiries', body);
let nextEmail = 0;
const freshEmail = () => `box.${++nextEmail}.${Date.now()}@example.com`;

const newsTo = (email: string) => t.mail.messages.filter((message: ParsedMail) => mailTo(email)(message) && /box news|nouvelles de la boîte/i.test(message.subject ?? ''));
const header = (message: ParsedMail, name: string) => message.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
const unsubscribeLink = (message: ParsedMail) => new URL(header(message, 'list-unsubscribe')!.replace(/^<|>$/g, ''));
const oneClick = (url: URL) =>
  t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

const subscriberOf = async (email: string) => (await t.database.db.select().from(newsSubscribers).where(eq(newsSubscribers.email, email)))[0];
const recordsOf = (userId: string) => t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(asc(consentRecords.id));

describe('the newsletter box', () => {
  it('takes an email from anyone, signed in or not (customer, provider, owner), answering 204 and the same whether it has an account or not', async () => {
    const customer = new ApiClient(t.app);
    const registered = newUser();
    await customer.signUp(registered);
    const provider = await signUpProvider(t);
    for (const [client, email] of [
      [new ApiClient(t.app), freshEmail()],
      [customer, freshEmail()],
      [provider, freshEmail()],
      [await theOwner(), freshEmail()],
      [new ApiClient(t.app), registered.email],
    ] as const) {
      const answer = await inquire(client, { email, locale: 'en-CA' });
      expect(answer.statusCode, answer.body).toBe(204);
      expect(answer.body).toBe('');
    }
  });

  it('refuses bad input with 422 and a clear message, recording nothing', async () => {
    const email = freshEmail();
    for (const [body, field] of [
      [{ email: 'not-an-email', locale: 'en-CA' }, 'email'],
      [{ email: '', locale: 'en-CA' }, 'email'],
      [{ email: `${'x'.repeat(250)}@example.com`, locale: 'en-CA' }, 'email'],
      [{ email: `a\u0000${email}`, locale: 'en-CA' }, 'email'],
      [{ email, locale: 'de-DE' }, 'locale'],
      [{ email }, 'locale'],
      [{ email, locale: 'en-CA', inquiredAt: '2020-01-01' }, ''],
    ] as const) {
      const answer = await inquire(new ApiClient(t.app), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().error.message).toBeTruthy();
      if (field) expect(Object.keys(answer.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await subscriberOf(email)).toBeUndefined();
  });

  it('limits how often one email can be given (10 a minute): the eleventh is 429', async () => {
    const email = freshEmail();
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt++) answers.push((await inquire(new ApiClient(t.app), { email, locale: 'en-CA' })).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(answers[10]).toBe(429);
    clock = new Date(clock.getTime() + 2 * 60_000);
  });

  it('makes an email without an account a subscriber for 6 months: mailed news in the page’s language with one-click unsubscribe, then forgotten', async () => {
    const email = freshEmail();
    const before = await audienceCount();
    const fishOwnersBefore = await audienceCount({ kind: 'pet-type', petType: 'Fish' });
    expect((await inquire(new ApiClient(t.app), { email: `  ${email.toUpperCase()} `, locale: 'fr-CA' })).statusCode).toBe(204);
    expect(await subscriberOf(email)).toMatchObject({ email, locale: 'fr-CA', wordingVersion: 'newsletter-box/2026-11-28', inquiredAt: clock });
    expect(await audienceCount()).toBe(before + 1);
    // No pets and no visits: owners of a pet type and recent visitors leave them out.
    expect(await audienceCount({ kind: 'pet-type', petType: 'Fish' })).toBe(fishOwnersBefore);
    expect(await audienceCount({ kind: 'seen-within', days: 365 })).toBe(0);

    const campaign = await sendCampaign();
    const [mail, ...more] = newsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(campaign.subjectFr);
    expect(mail!.text).toContain('Bonjour de la boutique.');
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listed = newsCampaignListSchema.parse((await (await theOwner()).get('/api/console/news')).json()).campaigns.find((each) => each.subjectEn === campaign.subjectEn)!;
    expect(listed.counts.sent).toBeGreaterThanOrEqual(1);

    // The campaign's job again (a worker that died after sending): nobody is mailed twice.
    await t.app.jobs.runDue();
    expect(newsTo(email)).toHaveLength(1);

    const link = unsubscribeLink(mail!);
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-CA">');
    const done = await oneClick(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Vous êtes désabonné');
    expect(await subscriberOf(email)).toBeUndefined();
    const replay = await oneClick(link);
    expect(replay.statusCode).toBe(409);

    await sendCampaign();
    expect(newsTo(email)).toHaveLength(1);
  });

  it('leaves a subscriber out once 6 months have passed since their latest inquiry; giving the email again renews it', async () => {
    const email = freshEmail();
    const start = clock;
    await inquire(new ApiClient(t.app), { email, locale: 'en-CA' });
    clock = new Date(start.getTime() + 100 * DAY_MS);
    await inquire(new ApiClient(t.app), { email, locale: 'en-CA' }); // renewed: 6 months from here
    clock = new Date('2027-10-20T15:00:00Z'); // 7+ months after the first, under 6 after the second (April 25)
    await sendCampaign();
    expect(newsTo(email)).toHaveLength(1);

    clock = new Date('2027-10-26T15:00:00Z'); // 6 months and a day after April 25
    const sent = await sendCampaign();
    expect(newsTo(email).map((each) => each.subject)).not.toContain(sent.subjectEn);
    clock = start;
  });

  it('records an inquiry on the account of a registered email: the account may be sent news for 6 months, as its profile says; its own no still wins', async () => {
    const client = new ApiClient(t.app);
    const user = newUser();
    await client.signUp(user); // registration's unticked box: no express consent
    const { uid } = (await client.get('/api/profile')).json() as { uid: string };
    expect(consentStateSchema.parse((await client.get('/api/profile/consents')).json()).news.basis).toBe('none');

    expect((await inquire(new ApiClient(t.app), { email: user.email, locale: 'fr-CA' })).statusCode).toBe(204);
    expect(await subscriberOf(user.email.toLowerCase())).toBeUndefined();
    expect((await recordsOf(uid)).at(-1)).toMatchObject({ topic: 'news-inquiry', granted: true, source: 'newsletter-box', wordingVersion: 'newsletter-box/2026-11-28', recordedAt: clock });
    expect(consentStateSchema.parse((await client.get('/api/profile/consents')).json()).news).toEqual({
      mayReceive: true,
      basis: 'implied-inquiry',
      until: addMonths(clock, 6).toISOString(),
    });
    // Registration's unticked box is no withdrawal: the inquiry's implied consent stands.
    const campaign = await sendCampaign();
    expect(newsTo(user.email).map((each) => each.subject)).toEqual([campaign.subjectEn]);

    // A no on the profile after that: withdrawn, whatever the box said before or says again.
    await client.request('PUT', '/api/profile/consents', { newsEmail: true, reminderTexts: false });
    await client.request('PUT', '/api/profile/consents', { newsEmail: false, reminderTexts: false });
    await inquire(new ApiClient(t.app), { email: user.email, locale: 'en-CA' });
    expect(consentStateSchema.parse((await client.get('/api/profile/consents')).json()).news.basis).toBe('withdrawn');
    await sendCampaign();
    expect(newsTo(user.email)).toHaveLength(1);
  });

  it('gives an email typed in the box before its account existed to the account: one mail, not two, and the account’s no wins', async () => {
    const user = newUser();
    await inquire(new ApiClient(t.app), { email: user.email, locale: 'en-CA' });
    const client = new ApiClient(t.app);
    await client.signUp(user);
    const first = await sendCampaign();
    expect(newsTo(user.email).map((each) => each.subject)).toEqual([first.subjectEn]);

    await client.request('PUT', '/api/profile/consents', { newsEmail: true, reminderTexts: false });
    await client.request('PUT', '/api/profile/consents', { newsEmail: false, reminderTexts: false });
    await sendCampaign();
    expect(newsTo(user.email)).toHaveLength(1);
  });

  it('forgets the box’s record of an address when its account is closed: news cannot reach the address after', async () => {
    const user = newUser();
    await inquire(new ApiClient(t.app), { email: user.email, locale: 'en-CA' });
    const client = new ApiClient(t.app);
    await client.signUp(user);
    const closed = await client.post('/api/profile/close', { confirmation: user.email, password: user.password });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await subscriberOf(user.email.toLowerCase())).toBeUndefined();
    await sendCampaign();
    expect(newsTo(user.email)).toHaveLength(0);
  });

  it('never counts or mails a closed account, though its recent orders stay (implied consent from a purchase has no one left to reach)', async () => {
    const client = new ApiClient(t.app);
    const user = newUser();
    await client.signUp(user);
    const { uid } = (await client.get('/api/profile')).json() as { uid: string };
    const [product] = await insertTestProducts(t.database.db, 1);
    await insertOrder(t.database.db, { userId: uid, productId: product!.id, quantity: 1, at: new Date(clock.getTime() - DAY_MS) });
    const withThem = await audienceCount();
    expect(consentStateSchema.parse((await client.get('/api/profile/consents')).json()).news.basis).toBe('implied-purchase');

    expect((await client.post('/api/profile/close', { confirmation: user.email, password: user.password })).statusCode).toBe(200);
    expect(await audienceCount()).toBe(withThem - 1);
    await sendCampaign();
    expect(t.mail.messages.some((message: ParsedMail) => mailTo(`closed-${uid}@closed.invalid`)(message))).toBe(false);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(document.paths['/api/newsletter/inquiries']).toHaveProperty('post');
  });
});
