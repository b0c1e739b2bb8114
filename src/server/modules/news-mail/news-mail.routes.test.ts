import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { consentStateSchema } from '@shared/contracts/consents';
import { newsCampaignListSchema, newsCampaignSchema, type NewsDraftBody } from '@shared/contracts/news-mail';
import { ApiClient, newUser } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { expectOwnerOnly, signUpOwner } from '../../test/console';
import { mailTo } from '../../test/mail-catcher';

/** Issue 30 item 2: news mail from the console, through the jobs worker, to a real SMTP server; unsubscribing with no sign-in. */
let clock = new Date();
const t = useTestAppWithMail({ now: () => clock });
const DAY_MS = 86_400_000;

let drafts = 0;
const draft = (fields: Partial<NewsDraftBody> = {}): NewsDraftBody => ({
  subjectEn: `Spring news ${++drafts}`,
  subjectFr: `Nouvelles du printemps ${drafts}`,
  bodyEn: '# Spring grooming\n\nBook **now**: <b>not bold</b>.',
  bodyFr: '# Toilettage du printemps\n\nRéservez **maintenant**.',
  audience: { kind: 'everyone' },
  ...fields,
});

async function customer(options: { news: boolean; french?: boolean }) {
  const client = new ApiClient(t.app);
  const user = newUser();
  const response = await client.post('/api/auth/sign-up/email', { ...user, newsEmail: options.news });
  expect(response.statusCode, response.body).toBe(200);
  if (options.french) expect((await client.request('PUT', '/api/profile/locale', { locale: 'fr-CA' })).statusCode).toBe(200);
  return { client, email: user.email };
}

async function sendCampaign(owner: ApiClient, body: NewsDraftBody = draft()) {
  const created = await owner.post('/api/console/news', body);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = newsCampaignSchema.parse(created.json());
  const sent = await owner.post(`/api/console/news/${id}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  await t.app.jobs.runDue();
  return id;
}

const newsTo = (email: string) => t.mail.messages.filter((message: ParsedMail) => mailTo(email)(message) && /news|nouvelles/i.test(message.subject ?? ''));
const header = (message: ParsedMail, name: string) => message.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
const unsubscribeLink = (message: ParsedMail) => new URL(header(message, 'list-unsubscribe')!.replace(/^<|>$/g, ''));
const oneClick = (url: URL) =>
  t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

describe('news mail from the console', () => {
  it('is the owner’s only: 401 signed out, 403 for a customer and a provider, nothing written', async () => {
    const { client: owner } = await signUpOwner(t);
    const list = async () => (await owner.get('/api/console/news')).json();
    await expectOwnerOnly(t, owner, (client) => client.post('/api/console/news', draft()), 201, list);
    const { id } = newsCampaignListSchema.parse(await list()).campaigns[0]!;
    await expectOwnerOnly(t, owner, (client) => client.post('/api/console/news/audience', { audience: { kind: 'everyone' } }), 200, list);
    await expectOwnerOnly(t, owner, (client) => client.post('/api/console/news/preview', { subject: 'Hi', body: 'Hello', locale: 'en-CA' }), 200, list);
    await expectOwnerOnly(t, owner, (client) => client.get('/api/console/news'), 200, list);
    await expectOwnerOnly(t, owner, (client) => client.post(`/api/console/news/${id}/send`, { sendAt: new Date(clock.getTime() + DAY_MS).toISOString() }), 200, list);
  });

  it('refuses bad input with 422 and a clear message, writing nothing', async () => {
    const { client: owner } = await signUpOwner(t);
    const before = (await owner.get('/api/console/news')).json();
    for (const [body, field] of [
      [draft({ subjectEn: '' }), 'subjectEn'],
      [draft({ bodyFr: '   ' }), 'bodyFr'],
      [draft({ subjectFr: 'x'.repeat(151) }), 'subjectFr'],
      [draft({ audience: { kind: 'pet-type', petType: 'Dragon' } as never }), 'audience.petType'],
      [draft({ audience: { kind: 'seen-within', days: 0 } }), 'audience.days'],
      [draft({ audience: { kind: 'nobody' } as never }), 'audience.kind'],
      [{ ...draft(), html: '<script>' }, ''],
    ] as const) {
      const response = await owner.post('/api/console/news', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.message).toBeTruthy();
      if (field) expect(Object.keys(response.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await owner.get('/api/console/news')).json()).toEqual(before);
    const created = newsCampaignSchema.parse((await owner.post('/api/console/news', draft())).json());
    const past = await owner.post(`/api/console/news/${created.id}/send`, { sendAt: new Date(clock.getTime() - DAY_MS).toISOString() });
    expect(past.statusCode).toBe(422);
    expect((await owner.post(`/api/console/news/${created.id}/send`, { sendAt: 'tomorrow' })).statusCode).toBe(422);
    expect((await owner.post('/api/console/news/00000000-0000-4000-8000-000000000000/send', {})).statusCode).toBe(404);
  });

  it('previews the mail as it arrives: the owner’s words rendered safely, the shop’s address, an unsubscribe link', async () => {
    const { client: owner } = await signUpOwner(t);
    const response = await owner.post('/api/console/news/preview', { subject: 'Nouvelles', body: 'Un **essai** <script>x</script>', locale: 'fr-CA' });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.html).toContain('Un <strong>essai</strong> &lt;script&gt;');
    expect(preview.html).not.toContain('<script>');
    expect(preview.text).toContain('128 James Street North, Hamilton ON L8R 2K9, Canada');
    expect(preview.text).toContain('Se désabonner de nos nouvelles');
  });

  it('goes to those who may receive it, each in their language, once, with one-click unsubscribe headers; a second Send is refused', async () => {
    const { client: owner } = await signUpOwner(t);
    const english = await customer({ news: true });
    const french = await customer({ news: true, french: true });
    const declined = await customer({ news: false });
    const withdrawn = await customer({ news: true });
    await withdrawn.client.request('PUT', '/api/profile/consents', { newsEmail: false, reminderTexts: false });

    const created = newsCampaignSchema.parse((await owner.post('/api/console/news', draft())).json());
    const send = () => owner.post(`/api/console/news/${created.id}/send`, {});
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((each) => each.statusCode === 409)!.json().error.message).toBe('This news mail was sent already; it is not sent twice.');
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    const [toEnglish] = newsTo(english.email);
    const [toFrench] = newsTo(french.email);
    expect(newsTo(english.email)).toHaveLength(1);
    expect(newsTo(french.email)).toHaveLength(1);
    expect(newsTo(declined.email)).toHaveLength(0);
    expect(newsTo(withdrawn.email)).toHaveLength(0);
    expect(toEnglish!.subject).toBe(created.subjectEn);
    expect(toFrench!.subject).toBe(created.subjectFr);
    expect(toFrench!.text).toContain('Réservez maintenant.');
    expect(toFrench!.text).toContain('Vous recevez ce courriel de Pet Haven, Pet Haven, 128 James Street North, Hamilton ON L8R 2K9, Canada');
    expect(toFrench!.html).toContain('Se désabonner de nos nouvelles');
    expect(toEnglish!.html).toContain('Book <strong>now</strong>: &lt;b&gt;not bold&lt;/b&gt;.');
    expect(header(toEnglish!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeLink(toEnglish!).origin).toBe('http://localhost:3000');
    expect(toEnglish!.text).toContain(unsubscribeLink(toEnglish!).href);

    const listed = newsCampaignListSchema.parse((await owner.get('/api/console/news')).json()).campaigns.find((each) => each.id === created.id)!;
    expect(listed).toMatchObject({ status: 'sent', counts: { sent: 2, failed: 0, unsubscribed: 0 } });
  });

  it('unsubscribes at once with a one-click POST and no cookie; a replayed, forged or expired link gets a clear answer; the next campaign leaves them out', async () => {
    const { client: owner } = await signUpOwner(t);
    const stays = await customer({ news: true });
    const leaves = await customer({ news: true, french: true });
    const campaignId = await sendCampaign(owner);
    const link = unsubscribeLink(newsTo(leaves.email)[0]!);

    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain('Me désabonner');
    expect(consentStateSchema.parse((await leaves.client.get('/api/profile/consents')).json()).newsEmail).toBe(true);

    const done = await oneClick(link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Vous êtes désabonné');
    expect(consentStateSchema.parse((await leaves.client.get('/api/profile/consents')).json()).news).toEqual({ mayReceive: false, basis: 'withdrawn', until: null });

    // Ticked again on the profile: replaying the old link does not undo that.
    await leaves.client.request('PUT', '/api/profile/consents', { newsEmail: true, reminderTexts: false });
    const replay = await oneClick(link);
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toContain('Ce lien a déjà servi');
    expect(consentStateSchema.parse((await leaves.client.get('/api/profile/consents')).json()).newsEmail).toBe(true);
    await leaves.client.request('PUT', '/api/profile/consents', { newsEmail: false, reminderTexts: false });

    const token = link.searchParams.get('token')!;
    for (const forged of [`${token.slice(0, -2)}xx`, 'not-a-token', '']) {
      const response = await t.app.inject({ method: 'POST', url: `/unsubscribe?${new URLSearchParams({ token: forged })}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(response.statusCode, forged).toBe(400);
      expect(response.body).toContain('This unsubscribe link is not valid');
    }
    const stayLink = unsubscribeLink(newsTo(stays.email)[0]!);
    const sentAt = clock;
    clock = new Date(sentAt.getTime() + 89 * DAY_MS);
    expect((await t.app.inject({ method: 'GET', url: `${stayLink.pathname}${stayLink.search}` })).statusCode).toBe(200);
    clock = new Date(sentAt.getTime() + 91 * DAY_MS);
    const expired = await oneClick(stayLink);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This unsubscribe link has expired');
    clock = sentAt;
    expect(consentStateSchema.parse((await stays.client.get('/api/profile/consents')).json()).newsEmail).toBe(true);

    const listed = newsCampaignListSchema.parse((await owner.get('/api/console/news')).json()).campaigns.find((each) => each.id === campaignId)!;
    expect(listed.counts.unsubscribed).toBe(1);

    await sendCampaign(owner, draft({ subjectEn: 'Summer news', subjectFr: 'Nouvelles de l’été' }));
    expect(newsTo(stays.email).map((each) => each.subject)).toContain('Summer news');
    expect(newsTo(leaves.email)).toHaveLength(1);
  });

  it('counts the audience before sending: everyone who may receive it, or owners of a pet type', async () => {
    const { client: owner } = await signUpOwner(t);
    const count = async (audience: NewsDraftBody['audience']) => (await owner.post('/api/console/news/audience', { audience })).json().count as number;
    const everyone = await count({ kind: 'everyone' });
    const birdsBefore = await count({ kind: 'pet-type', petType: 'Bird' });
    const birdOwner = await customer({ news: true });
    expect((await birdOwner.client.post('/api/pets', { name: 'Kiwi', type: 'Bird', age: '1 year' })).statusCode).toBe(201);
    const silentBirdOwner = await customer({ news: false });
    await silentBirdOwner.client.post('/api/pets', { name: 'Mango', type: 'Bird', age: '2 years' });
    expect(await count({ kind: 'everyone' })).toBe(everyone + 1);
    expect(await count({ kind: 'pet-type', petType: 'Bird' })).toBe(birdsBefore + 1);
    expect(await count({ kind: 'seen-within', days: 30 })).toBe(0);
  });
});
