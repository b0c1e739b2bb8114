import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditPageSchema } from '@shared/contracts/owner';
import { storeCreditSchema } from '@shared/contracts/store-credit';
import { creditEntries } from '../../db/schema';
import { sqlState } from '../../db/sql-state';
import { ApiClient, newUser } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp, type TestApp } from '../../test/test-app';
import { moveStoreCredit, storeCreditOf } from './ledger.service';

/**
 * Store credit through the API, and the ledger under it (issue 32, ADR 0049): a balance
 * is the sum of append-only entries, the owner gives and takes back credit with a
 * reason, and no spend, however many race, takes a balance below zero.
 */

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpOwner(t)).client;
});
afterAll(async () => t.close());

async function customer(name = 'Robin Credit'): Promise<{ client: ApiClient; userId: string }> {
  const client = new ApiClient(t.app);
  await client.signUp(newUser(name));
  const userId = ((await client.get('/api/profile')).json() as { uid: string }).uid;
  return { client, userId };
}

const creditUrl = (userId: string) => `/api/console/customers/${userId}/store-credit`;
const ownCredit = async (client: ApiClient) => {
  const response = await client.get('/api/profile/store-credit');
  expect(response.statusCode, response.body).toBe(200);
  return storeCreditSchema.parse(response.json());
};

describe('a customer reading their store credit', () => {
  it('is refused signed out, and shows a zero balance to anyone signed in who has none', async () => {
    expect((await new ApiClient(t.app).get('/api/profile/store-credit')).statusCode).toBe(401);
    const { client } = await customer();
    expect(await ownCredit(client)).toEqual({ balanceCents: 0, entries: [] });
    expect(await ownCredit(await signUpProvider(t))).toEqual({ balanceCents: 0, entries: [] });
    expect(await ownCredit(owner)).toEqual({ balanceCents: 0, entries: [] });
  });
});

describe('the owner giving and taking back credit', () => {
  it('adds goodwill credit with its reason, which the customer reads, and records it in the audit log', async () => {
    const { client, userId } = await customer('Sam Goodwill');
    const given = await owner.post(creditUrl(userId), { amountCents: 2_500, reason: 'Sorry about the late groom' });
    expect(given.statusCode, given.body).toBe(200);
    expect(storeCreditSchema.parse(given.json()).balanceCents).toBe(2_500);

    const seen = await ownCredit(client);
    expect(seen.balanceCents).toBe(2_500);
    expect(seen.entries).toEqual([expect.objectContaining({ amountCents: 2_500, balanceCents: 2_500, reason: 'goodwill', note: 'Sorry about the late groom', orderId: null })]);

    const log = auditPageSchema.parse((await owner.get('/api/console/audit')).json());
    expect(log.events[0]).toMatchObject({ action: 'storeCredit.adjusted', details: { amount: '$25.00', amountCents: 2_500, balanceCents: 2_500, reason: 'Sorry about the late groom' } });
  });

  it('takes back credit given by mistake, never below zero: a larger correction is refused and changes nothing', async () => {
    const { client, userId } = await customer('Kit Correction');
    await owner.post(creditUrl(userId), { amountCents: 2_000, reason: 'Missing bag of food' });
    const tooMuch = await owner.post(creditUrl(userId), { amountCents: -2_001, reason: 'Typed the wrong amount' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ error: { code: 'NOT_ENOUGH_CREDIT', message: 'There is not enough store credit for that.' } });
    expect((await ownCredit(client)).balanceCents).toBe(2_000);

    const corrected = await owner.post(creditUrl(userId), { amountCents: -500, reason: 'Typed the wrong amount' });
    expect(corrected.statusCode).toBe(200);
    const after = await ownCredit(client);
    expect(after.balanceCents).toBe(1_500);
    expect(after.entries.map((entry) => [entry.reason, entry.amountCents, entry.balanceCents])).toEqual([
      ['correction', -500, 1_500],
      ['goodwill', 2_000, 2_000],
    ]);
  });

  it('refuses a zero or outsized amount and a missing reason with the field to fix, and an unknown customer with 404', async () => {
    const { userId } = await customer('Val Validation');
    for (const body of [{ amountCents: 0, reason: 'x' }, { amountCents: 500_001, reason: 'x' }, { amountCents: 12.5, reason: 'x' }]) {
      const response = await owner.post(creditUrl(userId), body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: { fields: { amountCents: 'Enter an amount other than zero, up to $5,000 either way.' } } });
    }
    const noReason = await owner.post(creditUrl(userId), { amountCents: 100, reason: '   ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ error: { fields: { reason: 'Say why, in up to 200 characters: the customer reads it.' } } });
    expect((await owner.post(creditUrl('no-such-account'), { amountCents: 100, reason: 'Nobody' })).statusCode).toBe(404);
    expect((await owner.get(creditUrl(userId))).json()).toEqual({ balanceCents: 0, entries: [] });
  });

  it("is the owner's alone: a customer and a provider cannot give themselves credit", async () => {
    const { client, userId } = await customer('Ima Chancer');
    expect((await client.post(creditUrl(userId), { amountCents: 5_000, reason: 'Free money' })).statusCode).toBe(403);
    expect((await (await signUpProvider(t)).post(creditUrl(userId), { amountCents: 5_000, reason: 'Free money' })).statusCode).toBe(403);
    expect((await new ApiClient(t.app).post(creditUrl(userId), { amountCents: 5_000, reason: 'Free money' })).statusCode).toBe(401);
    expect((await ownCredit(client)).balanceCents).toBe(0);
  });
});

describe('the ledger', () => {
  it('lets only as many racing spends through as the balance holds, and leaves it at zero', async () => {
    const { client, userId } = await customer('Rae Racer');
    await owner.post(creditUrl(userId), { amountCents: 2_000, reason: 'Gift' });

    const spend = () => t.database.db.transaction((tx) => moveStoreCredit(tx, userId, -500, { reason: 'spent' }));
    const results = await Promise.allSettled(Array.from({ length: 10 }, spend));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    const refusals = results.filter((result) => result.status === 'rejected').map((result) => (result.reason as { code?: string }).code);
    expect(refusals).toEqual(Array(6).fill('NOT_ENOUGH_CREDIT'));

    const credit = await ownCredit(client);
    expect(credit.balanceCents).toBe(0);
    // A balance is the sum of its lines, and each line follows the one before.
    expect(credit.entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
    expect(credit.entries.map((entry) => entry.balanceCents)).toEqual([0, 500, 1_000, 1_500, 2_000]);
  });

  it('refuses, in the database itself, to change or delete an entry or to write one that does not follow', async () => {
    const { userId } = await customer('Del Eter');
    await owner.post(creditUrl(userId), { amountCents: 1_000, reason: 'Gift' });
    const [entry] = await t.database.db.select().from(creditEntries).where(eq(creditEntries.actorUserId, (await owner.get('/api/profile')).json().uid));
    const db = t.database.db;
    const failures = await Promise.all([
      db.update(creditEntries).set({ amount: 100_000, balanceAfter: 100_000 }).where(eq(creditEntries.id, entry!.id)).then(() => 'ok', sqlState),
      db.delete(creditEntries).where(eq(creditEntries.id, entry!.id)).then(() => 'ok', sqlState),
      db.execute(sql`truncate credit_entries`).then(() => 'ok', sqlState),
      // The next line claiming a balance the lines do not add up to.
      db.insert(creditEntries).values({ accountId: entry!.accountId, sequence: 2, amount: 1, balanceAfter: 50_000, reason: 'goodwill' }).then(() => 'ok', sqlState),
      // A line skipping a number.
      db.insert(creditEntries).values({ accountId: entry!.accountId, sequence: 3, amount: 1, balanceAfter: 1_001, reason: 'goodwill' }).then(() => 'ok', sqlState),
      // A spend below zero written straight to the table.
      db.insert(creditEntries).values({ accountId: entry!.accountId, sequence: 2, amount: -1_001, balanceAfter: -1, reason: 'spent' }).then(() => 'ok', sqlState),
    ]);
    expect(failures).toEqual(['55000', '55000', '55000', '23514', '23514', '23514']);
    expect((await storeCreditOf(db, userId)).balanceCents).toBe(1_000);
  });
});
