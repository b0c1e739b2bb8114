import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { giftCardCheckoutResponseSchema, giftCardDetailsSchema, giftCardListSchema, type BuyGiftCardBody } from '@shared/contracts/gift-cards';
import { analyticsDashboardSchema } from '@shared/contracts/analytics';
import { formatMoney } from '@shared/i18n/format';
import { addDaysToDate, todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { auditEvents, giftCards, orders } from '../../db/schema';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { signUpOwner } from '../../test/console';
import { mailTo } from '../../test/mail-catcher';
import { orderIdOfTestCheckout, orderOf } from '../../test/shop';

/**
 * Gift cards sold in the shop (issue 32) through the real routes, the test checkout and
 * the jobs worker, on PGlite and on PostgreSQL: a signed-in customer buys a card for
 * someone else, pays, and the card is issued once (however often the payment arrives),
 * mailed to its recipient on the chosen day in their language; the buyer gets a receipt
 * and sees the card on the order. The clock is pinned: Wednesday 10 March 2027, 10:00 in Hamilton.
 */

let clock = new Date('2027-03-10T15:00:00Z');
const t = useTestAppWithMail({ now: () => clock });

let recipients = 0;
const purchase = (overrides: Partial<BuyGiftCardBody> = {}): BuyGiftCardBody => ({
  amountCents: 5_000,
  recipientName: 'Jamie Rivers',
  recipientEmail: `jamie.bought.${++recipients}@example.com`,
  senderName: 'Aunt Pat',
  message: 'For Biscuit’s birthday groom.',
  deliverOn: '2027-03-12',
  locale: 'fr-CA',
  requestKey: randomUUID(),
  ...overrides,
});

async function buy(client: ApiClient, body: BuyGiftCardBody): Promise<string> {
  const response = await client.post('/api/gift-cards/checkout', body);
  expect(response.statusCode, response.body).toBe(201);
  return orderIdOfTestCheckout(giftCardCheckoutResponseSchema.parse(response.json()).url);
}
const pay = (client: ApiClient, orderId: string) => client.request('POST', `/checkout/test/${orderId}/pay`);
const cardsSoldOn = (orderId: string) => t.database.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));

describe('buying a gift card', () => {
  it('pays through the test checkout, without HST, issues the card once, and mails it on its day in the recipient’s language', async () => {
    const { client, user } = await t.signUpCustomer('Pat Buyer');
    const body = purchase();
    const orderId = await buy(client, body);

    const page = await client.get(`/checkout/test/${orderId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Gift card for Jamie Rivers');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ kind: 'gift_card', status: 'pending', subtotalCents: 5_000, taxCents: 0, totalCents: 5_000 });

    // The payment delivered five times at once: one card.
    const paid = await Promise.all(Array.from({ length: 5 }, () => pay(client, orderId)));
    expect(paid.map((response) => response.statusCode)).toEqual([303, 303, 303, 303, 303]);
    expect(paid[0]!.headers.location).toBe(`/orders/${orderId}`);
    expect(await cardsSoldOn(orderId)).toHaveLength(1);

    const receipt = await t.mail.waitFor(mailTo(user.email, /gift card for Jamie Rivers/));
    expect(receipt.subject).toBe('Your $50.00 gift card for Jamie Rivers');
    expect(receipt.text).toContain(`will be mailed to ${body.recipientEmail} on Friday, March 12, 2027.`);
    expect(receipt.text).toContain('No expiry date and no fees');
    expect(receipt.text).toContain('No HST is charged on a gift card');

    expect((await orderOf(client, orderId)).giftCard).toEqual({
      amountCents: 5_000,
      recipientName: 'Jamie Rivers',
      recipientEmail: body.recipientEmail,
      deliverOn: '2027-03-12',
      mailed: false,
    });

    // Not before its day.
    await t.app.jobs.runDue();
    expect(t.mail.messages.filter(mailTo(body.recipientEmail))).toHaveLength(0);

    clock = new Date('2027-03-12T14:00:01Z'); // 9:00:01 in Hamilton.
    try {
      await t.app.jobs.runDue();
      await t.app.jobs.runDue();
      const card = await t.mail.waitFor(mailTo(body.recipientEmail));
      expect(card.subject).toBe(`Aunt Pat vous offre une carte-cadeau de ${formatMoney(5_000, 'fr-CA')} chez Pet Haven`);
      expect(card.text).toContain('For Biscuit’s birthday groom.');
      expect(card.text).toMatch(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
      expect((await orderOf(client, orderId)).giftCard?.mailed).toBe(true);
    } finally {
      clock = new Date('2027-03-10T15:00:00Z');
    }

    // The owner finds it, sold by its buyer, with its whole value to spend.
    const owner = (await signUpOwner(t)).client;
    const { cards } = giftCardListSchema.parse((await owner.get(`/api/console/gift-cards?email=${encodeURIComponent(body.recipientEmail)}`)).json());
    expect(cards).toHaveLength(1);
    const details = giftCardDetailsSchema.parse((await owner.get(`/api/console/gift-cards/${cards[0]!.id}`)).json());
    expect(details).toMatchObject({ initialCents: 5_000, balanceCents: 5_000, issuedBy: user.email, senderName: 'Aunt Pat' });
    expect(details.entries.map((entry) => entry.reason)).toEqual(['issued']);
    const [sold] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'giftCard.sold'), eq(auditEvents.subject, `giftCard:${details.codeEnding}`)));
    expect(sold).toMatchObject({ details: { name: 'Jamie Rivers', amountCents: 5_000, date: '2027-03-12' } });

    // The owner's figures: a card sold is owed, not revenue. The database stamps its rows by the real clock, not the test's.
    const today = todayInZone(new Date(), siteConfig.timeZone);
    const yesterday = addDaysToDate(today, -1);
    const onTheDay = analyticsDashboardSchema.parse((await owner.get(`/api/console/analytics?from=${today}&to=${today}`)).json()).current;
    expect(onTheDay.giftCards.soldCents).toBeGreaterThanOrEqual(5_000);
    expect(onTheDay.giftCards.owedAtEndCents).toBeGreaterThanOrEqual(5_000);
    expect(onTheDay.revenueCents).toBe(0);
    expect(onTheDay.orders).toBe(0);
    const dayBefore = analyticsDashboardSchema.parse((await owner.get(`/api/console/analytics?from=${yesterday}&to=${yesterday}`)).json()).current;
    expect(dayBefore.giftCards).toEqual({ soldCents: 0, spentCents: 0, owedAtEndCents: 0 });
    // The orders export keeps it apart in the books.
    const csv = (await owner.get(`/api/console/exports/orders.csv?from=${today}&to=${today}`)).body;
    expect(csv.split('\n').find((row) => row.includes(user.email))).toMatch(/,1,50\.00,0\.00,,0\.00,50\.00,0\.00,50\.00,.*,Gift card \(owed until spent\)\s*$/);
  });

  it('is one order when the same form is sent twice, and refused once that order is paid', async () => {
    const { client } = await t.signUpCustomer();
    const body = purchase({ deliverOn: '2027-03-10' });
    const [first, second] = await Promise.all([buy(client, body), buy(client, body)]);
    expect(second).toBe(first);
    await pay(client, first);
    await t.app.jobs.runDue();
    expect(await cardsSoldOn(first)).toHaveLength(1);
    const again = await client.post('/api/gift-cards/checkout', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This gift card was already bought: see your orders in your profile.');
    // Today's card goes at once.
    expect((await t.mail.waitFor(mailTo(body.recipientEmail))).subject).toContain('carte-cadeau');
  });

  it('refuses another person’s form key, amounts outside the limits, days out of range and missing names, in words, and creates nothing', async () => {
    const { client } = await t.signUpCustomer();
    const taken = purchase();
    await buy(client, taken);
    const other = (await t.signUpCustomer()).client;
    expect((await other.post('/api/gift-cards/checkout', taken)).statusCode).toBe(409);

    const before = await t.database.db.$count(orders);
    const refused = async (overrides: Partial<BuyGiftCardBody>) => {
      const response = await client.post('/api/gift-cards/checkout', purchase(overrides));
      expect(response.statusCode, response.body).toBe(422);
      return response.json().error.fields as Record<string, string>;
    };
    expect(Object.keys(await refused({ amountCents: 999 }))).toEqual(['amountCents']);
    expect(Object.keys(await refused({ amountCents: 50_001 }))).toEqual(['amountCents']);
    expect(await refused({ deliverOn: '2027-03-09' })).toEqual({ deliverOn: expect.any(String) });
    expect(await refused({ deliverOn: '2028-03-11' })).toEqual({ deliverOn: expect.any(String) });
    expect(Object.keys(await refused({ recipientName: ' ', recipientEmail: 'nope' })).sort()).toEqual(['recipientEmail', 'recipientName']);
    expect(await t.database.db.$count(orders)).toBe(before);
  });

  it('asks a guest to sign in; a provider and the owner buy like anyone', async () => {
    const guest = new ApiClient(t.app);
    expect((await guest.post('/api/gift-cards/checkout', purchase())).statusCode).toBe(401);
    const provider = (await t.signUpProvider()).client;
    await buy(provider, purchase());
    const owner = (await signUpOwner(t, 'Casey Second Owner')).client;
    await buy(owner, purchase());
  });

  it('keeps another buyer’s gift card order, and its test checkout page, out of reach', async () => {
    const { client } = await t.signUpCustomer();
    const orderId = await buy(client, purchase());
    const stranger = (await t.signUpCustomer()).client;
    expect((await stranger.get(`/api/orders/${orderId}`)).statusCode).toBe(404);
    expect((await stranger.get(`/checkout/test/${orderId}`)).statusCode).toBe(404);
    expect((await pay(stranger, orderId)).statusCode).toBe(404);
    expect(await cardsSoldOn(orderId)).toHaveLength(0);
  });
});
