import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { refundOrderResponseSchema } from '@shared/contracts/console-orders';
import { giftCardDetailsSchema, issuedGiftCardSchema } from '@shared/contracts/gift-cards';
import { storeCreditSchema } from '@shared/contracts/store-credit';
import { checkoutQuoteSchema } from '@shared/contracts/tenders';
import { formatGiftCardCode } from '@shared/money/gift-card-code';
import { randomUUID } from 'node:crypto';
import { creditEntries, giftCards, orders, refunds } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { cartOf, fillCart, insertTestProducts, orderIdOfTestCheckout, orderOf, receiptsQueuedFor } from '../../test/shop';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app';
import { stockReleaseJob } from './stock-release.job';
import { createTestCheckoutProvider } from './test-checkout/test-checkout.provider';

/**
 * Paying at checkout with a gift card and store credit (issue 32, ADR 0050): the server
 * decides the total, the card pays what it holds, then store credit, and the test
 * checkout charges the rest; an order never paid gives it all back once; a refund gives
 * back to the card first; a code guessed is refused in words and slowed down.
 */

let t: TestApp;
let owner: ApiClient;
/** Products at $12.34: two of one come to $24.68 + $3.21 HST = $27.89. */
let product: { id: number };
const TWO_TOTAL = 2_789;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpOwner(t)).client;
  product = (await insertTestProducts(t.database.db, 1, { stock: 10_000 }))[0]!;
});
afterAll(async () => t.close());

let cards = 0;
async function issueCard(amountCents: number): Promise<{ code: string; id: string; codeEnding: string }> {
  const response = await owner.post('/api/console/gift-cards', {
    amountCents,
    recipientName: 'Jamie Rivers',
    recipientEmail: `jamie.tenders.${++cards}@example.com`,
    senderName: 'Aunt Pat',
    message: '',
    deliverOn: new Date().toISOString().slice(0, 10),
    locale: 'en-CA',
  });
  expect(response.statusCode, response.body).toBe(201);
  return issuedGiftCardSchema.parse(response.json());
}
const cardBalance = async (id: string) => giftCardDetailsSchema.parse((await owner.get(`/api/console/gift-cards/${id}`)).json()).balanceCents;

async function customer(options: { ip?: string } = {}): Promise<{ client: ApiClient; userId: string; email: string }> {
  const client = new ApiClient(t.app, options);
  const user = newUser('Robin Tender');
  await client.signUp(user);
  const userId = ((await client.get('/api/profile')).json() as { uid: string }).uid;
  return { client, userId, email: user.email };
}
const withTwo = async (client: ApiClient) => fillCart(client, { [product.id]: 2 });
const ordersOf = (userId: string) => t.database.db.select().from(orders).where(eq(orders.userId, userId));
const pay = (client: ApiClient, orderId: string) => client.request('POST', `/checkout/test/${orderId}/pay`);
const storeCredit = async (client: ApiClient) => storeCreditSchema.parse((await client.get('/api/profile/store-credit')).json());

describe('the quote before paying', () => {
  it('asks a signed-out visitor to sign in, and answers a customer, a provider and an owner about their own cart', async () => {
    expect((await new ApiClient(t.app).post('/api/checkout/quote', {})).statusCode).toBe(401);
    const { client } = await customer();
    await withTwo(client);
    const quote = await client.post('/api/checkout/quote', {});
    expect(quote.statusCode, quote.body).toBe(200);
    expect(checkoutQuoteSchema.parse(quote.json())).toEqual({ totalCents: TWO_TOTAL, giftCard: null, storeCredit: { availableCents: 0, appliedCents: 0 }, toPayCents: TWO_TOTAL });
    // A provider's or owner's own cart is empty here: they are told so, not shown anyone else's.
    expect((await (await signUpProvider(t)).post('/api/checkout/quote', {})).json().error.code).toBe('CART_EMPTY');
    expect((await owner.post('/api/checkout/quote', {})).json().error.code).toBe('CART_EMPTY');
  });

  it('shows the card and store credit paying, and what is left, the tax unchanged; writes nothing', async () => {
    const card = await issueCard(2_000);
    const { client, userId } = await customer();
    await owner.post(`/api/console/customers/${userId}/store-credit`, { amountCents: 500, reason: 'Sorry for the wait' });
    await withTwo(client);
    // Lower case, with spaces instead of dashes: the code as people type it.
    const typed = formatGiftCardCode(card.code).toLowerCase().replace(/-/g, ' ');
    const quote = checkoutQuoteSchema.parse((await client.post('/api/checkout/quote', { giftCardCode: typed, useStoreCredit: true })).json());
    expect(quote).toEqual({
      totalCents: TWO_TOTAL,
      giftCard: { codeEnding: card.codeEnding, balanceCents: 2_000, appliedCents: 2_000 },
      storeCredit: { availableCents: 500, appliedCents: 500 },
      toPayCents: TWO_TOTAL - 2_500,
    });
    expect(await cardBalance(card.id)).toBe(2_000);
    expect((await storeCredit(client)).balanceCents).toBe(500);
  });

  it('is in the API document', async () => {
    const { paths } = (await new ApiClient(t.app).get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/checkout/quote'] ?? {})).toEqual(['post']);
    expect(JSON.stringify(paths['/create-checkout'])).toContain('giftCardCode');
  });
});

describe('paying with a gift card at checkout', () => {
  it('pays part with the card and the rest on the test checkout; the order, its page and the receipt show each tender', async () => {
    const card = await issueCard(2_000);
    const { client, email } = await customer();
    await withTwo(client);
    const response = await client.post('/create-checkout', { giftCardCode: card.code, expectedTotalCents: TWO_TOTAL, expectedGiftCardCents: 2_000 });
    expect(response.statusCode, response.body).toBe(201);
    const orderId = orderIdOfTestCheckout(response.json().url);
    expect(await cardBalance(card.id)).toBe(0);

    // The payment page charges only the rest.
    const page = await client.get(`/checkout/test/${orderId}`);
    expect(page.body).toContain(`Gift card ····${card.codeEnding}`);
    expect(page.body).toContain('Pay $7.89');

    expect((await pay(client, orderId)).statusCode).toBe(303);
    const order = await orderOf(client, orderId);
    expect(order).toMatchObject({
      status: 'paid',
      subtotalCents: 2_468,
      taxCents: 321,
      totalCents: TWO_TOTAL,
      chargedCents: 789,
      tenders: [{ kind: 'giftCard', codeEnding: card.codeEnding, amountCents: 2_000, refundedCents: 0 }],
    });
    const [receipt] = await receiptsQueuedFor(t.database.db, email);
    expect(receipt?.text).toContain(`Gift card ····${card.codeEnding}: −$20.00`);
    expect(receipt?.text).toContain('Card payment: $7.89');

    const consoleOrder = (await owner.get(`/api/console/orders/${orderId}`)).json();
    expect(consoleOrder).toMatchObject({ chargedCents: 789, tenders: [{ kind: 'giftCard', codeEnding: card.codeEnding, amountCents: 2_000 }] });
  });

  it('pays an order the card covers at once: no payment page, the order paid, the receipt queued, the cart emptied and the rest left on the card', async () => {
    const card = await issueCard(5_000);
    const { client, userId, email } = await customer();
    await withTwo(client);
    const response = await client.post('/create-checkout', { giftCardCode: formatGiftCardCode(card.code) });
    expect(response.statusCode, response.body).toBe(201);
    const [order] = await ordersOf(userId);
    expect(response.json().url).toBe(`${TEST_BASE_URL}/orders/${order!.id}`);
    expect(order).toMatchObject({ status: 'paid', tenderedCents: TWO_TOTAL, totalCents: TWO_TOTAL });
    expect(await cardBalance(card.id)).toBe(5_000 - TWO_TOTAL);
    expect(await receiptsQueuedFor(t.database.db, email)).toHaveLength(1);
    expect((await cartOf(client)).items).toEqual([]);
  });

  it('uses store credit after the card, and the profile shows it spent', async () => {
    const card = await issueCard(1_000);
    const { client, userId } = await customer();
    await owner.post(`/api/console/customers/${userId}/store-credit`, { amountCents: 3_000, reason: 'Goodwill' });
    await withTwo(client);
    const response = await client.post('/create-checkout', { giftCardCode: card.code, useStoreCredit: true });
    expect(response.statusCode, response.body).toBe(201);
    const [order] = await ordersOf(userId);
    expect(order).toMatchObject({ status: 'paid', tenderedCents: TWO_TOTAL });
    const credit = await storeCredit(client);
    expect(credit.balanceCents).toBe(3_000 - (TWO_TOTAL - 1_000));
    expect(credit.entries[0]).toMatchObject({ reason: 'spent', amountCents: -(TWO_TOTAL - 1_000), orderId: order!.id });
    expect((await orderOf(client, order!.id)).tenders.map((tender) => [tender.kind, tender.amountCents])).toEqual([
      ['giftCard', 1_000],
      ['storeCredit', TWO_TOTAL - 1_000],
    ]);
  });

  it('lets only one of two racing checkouts spend a card’s last dollars: the other is refused with no order, and the card is left at zero', async () => {
    const card = await issueCard(1_000);
    const racers = await Promise.all([customer(), customer()]);
    for (const { client } of racers) await withTwo(client);
    const responses = await Promise.all(racers.map(({ client }) => client.post('/create-checkout', { giftCardCode: card.code, expectedGiftCardCents: 1_000 })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({ code: 'GIFT_CARD_EMPTY', message: 'This gift card has nothing left on it.' });
    const loser = racers[responses.indexOf(refused)]!;
    expect(await ordersOf(loser.userId)).toEqual([]);
    expect(await cardBalance(card.id)).toBe(0);
    const spends = await t.database.db.select().from(creditEntries).where(and(eq(creditEntries.accountId, (await cardAccount(card.id))), eq(creditEntries.reason, 'spent')));
    expect(spends.map((entry) => entry.amount)).toEqual([-1_000]);
  });

  it('refuses a split that differs from the one the customer saw, and moves nothing', async () => {
    const card = await issueCard(1_000);
    const { client, userId } = await customer();
    await withTwo(client);
    const response = await client.post('/create-checkout', { giftCardCode: card.code, expectedGiftCardCents: 1_500 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('TENDERS_CHANGED');
    expect(await ordersOf(userId)).toEqual([]);
    expect(await cardBalance(card.id)).toBe(1_000);
  });
});

const cardAccount = async (giftCardId: string) =>
  (await t.database.db.select({ accountId: giftCards.accountId }).from(giftCards).where(eq(giftCards.id, giftCardId)))[0]!.accountId;

describe('an order never paid', () => {
  it('gives the card and store credit back once when the customer cancels, however often the cancel arrives', async () => {
    const card = await issueCard(1_000);
    const { client, userId } = await customer();
    await owner.post(`/api/console/customers/${userId}/store-credit`, { amountCents: 500, reason: 'Goodwill' });
    await withTwo(client);
    const orderId = orderIdOfTestCheckout(await (await client.post('/create-checkout', { giftCardCode: card.code, useStoreCredit: true })).json().url);
    expect(await cardBalance(card.id)).toBe(0);
    const cancels = await Promise.all([1, 2].map(() => client.request('POST', `/checkout/test/${orderId}/cancel`)));
    expect(cancels.map((response) => response.statusCode)).toEqual([303, 303]);
    expect(await cardBalance(card.id)).toBe(1_000);
    const credit = await storeCredit(client);
    expect(credit.balanceCents).toBe(500);
    expect(credit.entries.map((entry) => [entry.reason, entry.amountCents])).toEqual([
      ['spendReversed', 500],
      ['spent', -500],
      ['goodwill', 500],
    ]);
  });

  it('gives them back once when its hold expires, the release job run twice', async () => {
    const card = await issueCard(1_000);
    const { client, userId } = await customer();
    await withTwo(client);
    await client.post('/create-checkout', { giftCardCode: card.code });
    const [order] = await ordersOf(userId);
    const release = stockReleaseJob({ db: t.database.db, log: t.app.log }, createTestCheckoutProvider(TEST_BASE_URL));
    // The job's own record is not read by it: run straight, twice, as a retry after a crash would.
    await release({ orderId: order!.id }, undefined as never);
    await release({ orderId: order!.id }, undefined as never);
    expect((await ordersOf(userId))[0]).toMatchObject({ status: 'expired' });
    expect(await cardBalance(card.id)).toBe(1_000);
    const entries = await t.database.db.select().from(creditEntries).where(eq(creditEntries.orderId, order!.id));
    expect(entries.map((entry) => [entry.reason, entry.amount]).sort()).toEqual([
      ['spendReversed', 1_000],
      ['spent', -1_000],
    ]);
  });

  it('gives back what a replaced checkout took when the customer starts again without the card', async () => {
    const card = await issueCard(1_000);
    const { client, userId } = await customer();
    await withTwo(client);
    await client.post('/create-checkout', { giftCardCode: card.code });
    expect(await cardBalance(card.id)).toBe(0);
    expect((await client.post('/create-checkout', {})).statusCode).toBe(201);
    expect(await cardBalance(card.id)).toBe(1_000);
    expect((await ordersOf(userId)).map((order) => order.status).sort()).toEqual(['cancelled', 'pending']);
  });
});

describe('refunding an order a gift card paid part of', () => {
  it('gives back to the card first and only the rest through the provider', async () => {
    const card = await issueCard(2_000);
    const { client, userId } = await customer();
    await withTwo(client);
    const orderId = orderIdOfTestCheckout((await client.post('/create-checkout', { giftCardCode: card.code })).json().url);
    await pay(client, orderId);
    const variantId = (await orderOf(client, orderId)).lines[0]!.variantId;

    // One unit: $12.34 + $1.60 HST, all back to the card.
    const first = await owner.post(`/api/console/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), lines: [{ variantId, quantity: 1 }] });
    expect(first.statusCode, first.body).toBe(201);
    expect(refundOrderResponseSchema.parse(first.json()).refund).toMatchObject({ amountCents: 1_394, providerReference: null });
    expect(await cardBalance(card.id)).toBe(1_394);

    // The other: $13.95, of which $6.06 to the card (all it paid) and $7.89 through the provider.
    const rest = await owner.post(`/api/console/orders/${orderId}/refunds`, { idempotencyKey: randomUUID() });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await cardBalance(card.id)).toBe(2_000);
    const made = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(made.map((refund) => [refund.amountCents, refund.providerRefundId === null]).sort()).toEqual([
      [1_394, true],
      [1_395, false],
    ]);
    const order = await orderOf(client, orderId);
    expect(order).toMatchObject({ refundedCents: TWO_TOTAL, tenders: [{ kind: 'giftCard', amountCents: 2_000, refundedCents: 2_000 }] });
    expect((await ordersOf(userId))[0]).toMatchObject({ refundedCents: TWO_TOTAL });
  });

  it('refunds an order the card paid in full without asking any provider', async () => {
    const card = await issueCard(5_000);
    const { client, userId } = await customer();
    await withTwo(client);
    await client.post('/create-checkout', { giftCardCode: card.code });
    const [order] = await ordersOf(userId);
    const response = await owner.post(`/api/console/orders/${order!.id}/refunds`, { idempotencyKey: randomUUID() });
    expect(response.statusCode, response.body).toBe(201);
    expect(await cardBalance(card.id)).toBe(5_000);
  });
});

describe('a code that is wrong', () => {
  it('is refused in words, in English and in French, beside the field, and moves nothing', async () => {
    const card = await issueCard(1_000);
    await owner.post(`/api/console/gift-cards/${card.id}/void`, { reason: 'Sold by mistake' });
    const cases: Array<[string, string, string]> = [
      ['0000-0000-0000-0000', 'No gift card has this code.', 'Aucune carte-cadeau n’a ce code.'],
      ['not a code', 'A gift card code has 16 letters and digits, like K7QM-3XRT-9PWD-H2CN.', 'Un code de carte-cadeau compte 16 lettres et chiffres, comme K7QM-3XRT-9PWD-H2CN.'],
      [card.code, 'This gift card was voided and cannot be used.', 'Cette carte-cadeau a été annulée et ne peut plus servir.'],
    ];
    for (const [code, english, french] of cases) {
      // A customer per code (each from an address of its own): the tries stay well within the limit on guessing.
      const { client, userId } = await customer();
      await withTwo(client);
      for (const url of ['/create-checkout', '/api/checkout/quote']) {
        const inEnglish = await client.post(url, { giftCardCode: code });
        expect(inEnglish.statusCode, `${url} ${code}`).toBe(422);
        expect(inEnglish.json().error.fields).toEqual({ giftCardCode: english });
        const inFrench = await client.request('POST', url, { giftCardCode: code }, { 'accept-language': 'fr-CA' });
        expect(inFrench.json().error.fields).toEqual({ giftCardCode: french });
      }
      expect(await ordersOf(userId)).toEqual([]);
    }
  });

  it('slows guessing down per address and per account: past 30 tries in 15 minutes, 429', async () => {
    const ip = '203.0.113.77';
    const guesser = await customer({ ip });
    await withTwo(guesser.client);
    for (let i = 0; i < 30; i++) {
      expect((await guesser.client.post('/api/checkout/quote', { giftCardCode: `0000-0000-0000-${String(i).padStart(4, '0')}` })).statusCode).toBe(422);
    }
    const refused = await guesser.client.post('/create-checkout', { giftCardCode: '0000-0000-0000-0030' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another account from the same address is refused too, and so is this account from another address.
    const neighbour = await customer({ ip });
    expect((await neighbour.client.post('/api/checkout/quote', { giftCardCode: '0000-0000-0000-0011' })).statusCode).toBe(429);
    const elsewhere = new ApiClient(t.app, { ip: '198.51.100.9' });
    // The same account signed in from elsewhere: its cookies go with it.
    for (const [name, value] of guesser.client.cookies) elsewhere.cookies.set(name, value);
    expect((await elsewhere.post('/api/checkout/quote', { giftCardCode: '0000-0000-0000-0012' })).statusCode).toBe(429);
    // Checkout without a code is not counted.
    expect((await guesser.client.post('/api/checkout/quote', {})).statusCode).toBe(200);
  });
});
