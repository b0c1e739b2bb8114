import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditPageSchema } from '@shared/contracts/owner';
import { giftCardDetailsSchema, giftCardListSchema, issuedGiftCardSchema, type IssueGiftCardBody } from '@shared/contracts/gift-cards';
import { formatGiftCardCode } from '@shared/money/gift-card-code';
import { giftCards } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { mailTo, startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Gift cards in the console (issue 32): issued by the owner, mailed to the recipient on
 * the day chosen in their language with the code and the terms, found by code or email,
 * voided with a reason. The shop keeps only the code's hash.
 */

let clock = new Date('2027-03-10T15:00:00Z'); // Wednesday March 10, 10:00 in Hamilton.
let t: TestApp;
let mail: MailCatcher;
let owner: ApiClient;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ now: () => clock, env: { SMTP_URL: mail.url } });
  owner = (await signUpOwner(t)).client;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

let recipients = 0;
const card = (overrides: Partial<IssueGiftCardBody> = {}): IssueGiftCardBody => ({
  amountCents: 5_000,
  recipientName: 'Jamie Rivers',
  recipientEmail: `jamie.${++recipients}@example.com`,
  senderName: 'Aunt Pat',
  message: 'Happy birthday! A treat for Biscuit.',
  deliverOn: '2027-03-10',
  locale: 'en-CA',
  ...overrides,
});
const issue = async (body: IssueGiftCardBody) => {
  const response = await owner.post('/api/console/gift-cards', body);
  expect(response.statusCode, response.body).toBe(201);
  return issuedGiftCardSchema.parse(response.json());
};
const lookUp = (code: string) => owner.post('/api/console/gift-cards/lookup', { code });

describe('issuing a gift card', () => {
  it('mails it today to the recipient with the code in groups, the message and the terms, and keeps only the code\'s hash', async () => {
    const body = card();
    const issued = await issue(body);
    expect(issued).toMatchObject({ initialCents: 5_000, balanceCents: 5_000, codeEnding: issued.code.slice(-4), voidedAt: null, issuedBy: expect.stringContaining('@') });
    expect(issued.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const sent = await mail.waitFor(mailTo(body.recipientEmail));
    expect(sent.subject).toBe('Aunt Pat sent you a $50.00 gift card for Pet Haven');
    expect(sent.text).toContain(formatGiftCardCode(issued.code));
    expect(sent.text).toContain('Happy birthday! A treat for Biscuit.');
    expect(sent.text).toContain('No expiry date and no fees');
    expect(sent.text).toContain('128 James Street North, Hamilton, Ontario, Canada');

    const [row] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, issued.id));
    expect(JSON.stringify(row)).not.toContain(issued.code);
    expect(row!.deliveredAt).not.toBeNull();
  });

  it('waits for a later day, then mails it in the recipient\'s language at 9 in the morning there', async () => {
    const body = card({ deliverOn: '2027-03-12', locale: 'fr-CA', senderName: 'Tante Pat' });
    const issued = await issue(body);
    await t.app.jobs.runDue();
    expect(mail.messages.filter(mailTo(body.recipientEmail))).toHaveLength(0);

    clock = new Date('2027-03-12T14:00:01Z'); // 9:00:01 in Hamilton.
    try {
      await t.app.jobs.runDue();
      await t.app.jobs.runDue();
      const sent = await mail.waitFor(mailTo(body.recipientEmail));
      expect(sent.subject).toBe('Tante Pat vous offre une carte-cadeau de 50,00\u00a0$ chez Pet Haven');
      expect(sent.text).toContain(formatGiftCardCode(issued.code));
      expect(sent.text).toContain('Aucune date d’expiration et aucuns frais');
    } finally {
      clock = new Date('2027-03-10T15:00:00Z');
    }
  });

  it('refuses an amount, a date or an address out of bounds, beside its field', async () => {
    for (const [body, field] of [
      [card({ amountCents: 999 }), 'amountCents'],
      [card({ amountCents: 50_001 }), 'amountCents'],
      [card({ deliverOn: '2027-03-09' }), 'deliverOn'],
      [card({ deliverOn: '2028-03-11' }), 'deliverOn'],
      [card({ deliverOn: '2027-02-30' }), 'deliverOn'],
      [card({ recipientEmail: 'not an email' }), 'recipientEmail'],
      [card({ recipientName: ' ' }), 'recipientName'],
      [card({ message: 'x'.repeat(501) }), 'message'],
    ] as const) {
      const response = await owner.post('/api/console/gift-cards', body);
      expect([field, response.statusCode]).toEqual([field, 422]);
      expect(Object.keys((response.json() as { error: { fields: object } }).error.fields)).toEqual([field]);
    }
  });

  it("is the owner's alone, like every console route", async () => {
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser('Sly Customer'));
    expect((await customer.post('/api/console/gift-cards', card())).statusCode).toBe(403);
    expect((await (await signUpProvider(t)).post('/api/console/gift-cards', card())).statusCode).toBe(403);
    expect((await new ApiClient(t.app).post('/api/console/gift-cards/lookup', { code: 'K7QM3XRT9PWDH2CN' })).statusCode).toBe(401);
  });
});

describe('finding and voiding a card', () => {
  it('finds a card by its code however it is typed, and by its recipient', async () => {
    const body = card();
    const issued = await issue(body);
    const typed = formatGiftCardCode(issued.code).toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o');
    const found = await lookUp(typed);
    expect(found.statusCode, found.body).toBe(200);
    expect(giftCardDetailsSchema.parse(found.json())).toMatchObject({ id: issued.id, balanceCents: 5_000, entries: [{ reason: 'issued', amountCents: 5_000, balanceCents: 5_000 }] });

    expect((await lookUp('K7QM-3XRT-9PWD-H2C')).json()).toMatchObject({ error: { fields: { code: 'A gift card code has 16 letters and digits, like K7QM-3XRT-9PWD-H2CN.' } } });
    const unknown = await lookUp('0000-0000-0000-0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: 'No gift card has this code.' } });

    expect(giftCardDetailsSchema.parse((await owner.get(`/api/console/gift-cards/${issued.id}`)).json()).balanceCents).toBe(5_000);
    const list = giftCardListSchema.parse((await owner.get(`/api/console/gift-cards?email=${encodeURIComponent(body.recipientEmail.toUpperCase())}`)).json());
    expect(list.cards.map((each) => each.id)).toEqual([issued.id]);
  });

  it('takes off what is left with the reason, sends no mail for a card not yet delivered, audits it, and refuses a second void', async () => {
    const body = card({ deliverOn: '2027-04-01' });
    const issued = await issue(body);
    const voided = await owner.post(`/api/console/gift-cards/${issued.id}/void`, { reason: 'Paid with a stolen card' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(giftCardDetailsSchema.parse(voided.json())).toMatchObject({
      balanceCents: 0,
      voidReason: 'Paid with a stolen card',
      entries: [
        { reason: 'voided', amountCents: -5_000, balanceCents: 0, note: 'Paid with a stolen card' },
        { reason: 'issued', amountCents: 5_000 },
      ],
    });
    const again = await owner.post(`/api/console/gift-cards/${issued.id}/void`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'This gift card is already voided.' } });

    clock = new Date('2027-04-01T14:00:01Z');
    try {
      await t.app.jobs.runDue();
      await t.app.jobs.runDue();
    } finally {
      clock = new Date('2027-03-10T15:00:00Z');
    }
    expect(mail.messages.filter(mailTo(body.recipientEmail))).toHaveLength(0);

    const log = auditPageSchema.parse((await owner.get('/api/console/audit')).json());
    expect(log.events.slice(0, 2).map((event) => [event.action, event.details.reason ?? null])).toEqual([
      ['giftCard.voided', 'Paid with a stolen card'],
      ['giftCard.issued', null],
    ]);
    expect((await owner.post('/api/console/gift-cards/00000000-0000-4000-8000-000000000000/void', { reason: 'x' })).statusCode).toBe(404);
  });
});
