import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderPageSchema, type OrderPage } from '@shared/contracts/orders';
import { orderLines, orders, refunds } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { insertTestProducts, onlyVariantOf } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 15: the profile's past orders come a page at a time, newest first; the cursor
 * keeps the database's microseconds, so orders paid within one millisecond are neither
 * repeated nor skipped, and it never reaches another customer's orders.
 */

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await insertTestProducts(t.database.db, 1))[0]!.id;
});
afterAll(() => t.close());

async function customer(name: string) {
  const client = new ApiClient(t.app);
  const response = await client.signUp(newUser(name));
  return { client, id: (response.json() as { user: { id: string } }).user.id };
}

/** Orders of `userId` placed at these instants (ISO text with microseconds), each of one line. */
async function placeOrders(userId: string, createdAt: string[], status: 'paid' | 'expired' = 'paid') {
  const rows = await t.database.db
    .insert(orders)
    .values(
      createdAt.map((at) => ({
        userId,
        status,
        subtotalCents: 1_000,
        taxCents: 130,
        totalCents: 1_130,
        taxRateBasisPoints: 1_300,
        currency: 'cad',
        paymentProvider: 'test',
        createdAt: sql`${at}::timestamptz`,
        paidAt: status === 'paid' ? sql`${at}::timestamptz` : null,
      })),
    )
    .returning({ id: orders.id, createdAt: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')` });
  await t.database.db.insert(orderLines).values(
    rows.map((row) => ({ orderId: row.id, productId, variantId: onlyVariantOf(productId), productName: 'Test product', imagePath: '/images/products/test.svg', unitPriceCents: 1_000, quantity: 2 })),
  );
  return rows;
}

const newestFirst = (rows: Array<{ id: string; createdAt: string }>) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((row) => row.id);

async function page(client: ApiClient, query: string): Promise<OrderPage> {
  const response = await client.get(`/api/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return orderPageSchema.parse(response.json());
}

describe('GET /api/orders, a page at a time', () => {
  it('lists the paid orders newest first, continuing with no overlap and no gap, within one millisecond too', async () => {
    const ada = await customer('Ada Orders');
    const bo = await customer('Bo Orders');
    const paid = await placeOrders(ada.id, [
      '2027-01-05T10:00:00.000100Z',
      '2027-01-05T10:00:00.000900Z',
      '2027-01-05T10:00:00.000500Z',
      '2027-01-05T10:00:00.000500Z',
      '2027-02-01T08:30:00Z',
      '2026-12-24T17:00:00.123456Z',
      '2027-03-01T12:00:00Z',
    ]);
    await placeOrders(ada.id, ['2027-01-06T00:00:00Z'], 'expired');
    await placeOrders(bo.id, ['2027-01-05T10:00:00.000700Z', '2027-02-02T00:00:00Z']);

    const pages: OrderPage[] = [];
    let query = '?limit=2';
    for (;;) {
      const current = await page(ada.client, query);
      pages.push(current);
      if (!current.nextCursor) break;
      expect(pages.length).toBeLessThan(10);
      query = `?limit=2&cursor=${current.nextCursor}`;
    }
    expect(pages.map((p) => p.orders.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flatMap((p) => p.orders.map((order) => order.id))).toEqual(newestFirst(paid));
    expect(pages[0]!.orders[0]).toMatchObject({ status: 'paid', itemCount: 2, totalCents: 1_130 });
  });

  it('holds 20 by default; more than 50, or a cursor that is not one, is refused with the field named', async () => {
    const cy = await customer('Cy Orders');
    await placeOrders(cy.id, Array.from({ length: 23 }, (_, day) => `2027-01-${String(day + 1).padStart(2, '0')}T12:00:00Z`));
    const first = await page(cy.client, '');
    expect(first.orders).toHaveLength(20);
    expect((await page(cy.client, `?cursor=${first.nextCursor}`)).orders).toHaveLength(3);

    for (const [query, field] of [
      ['?limit=51', 'limit'],
      ['?limit=-1', 'limit'],
      ['?cursor=yesterday', 'cursor'],
      ['?cursor=999999999999999999.00000000-0000-0000-0000-000000000000', 'cursor'],
    ] as const) {
      const response = await cy.client.get(`/api/orders${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
  });

  it("another customer's cursor lists only the reader's own orders", async () => {
    const di = await customer('Di Orders');
    const ed = await customer('Ed Orders');
    await placeOrders(di.id, ['2027-01-03T00:00:00Z', '2027-01-02T00:00:00Z', '2027-01-01T00:00:00Z']);
    const eds = await placeOrders(ed.id, ['2026-12-01T00:00:00Z']);
    const disFirst = await page(di.client, '?limit=1');
    const borrowed = await page(ed.client, `?cursor=${disFirst.nextCursor}`);
    expect(borrowed.orders.map((order) => order.id)).toEqual(newestFirst(eds));
    expect((await new ApiClient(t.app).get('/api/orders')).statusCode).toBe(401);
  });

  it('the first page, kept in memory, shows at once an order paid, its lines changed and a refund, whoever wrote them', async () => {
    const fay = await customer('Fay Orders');
    expect((await page(fay.client, '')).orders).toEqual([]);
    // Straight in the database, as a webhook on another server or psql would: the triggers move the orders' version.
    const [placed] = await placeOrders(fay.id, ['2027-01-04T09:00:00Z']);
    expect((await page(fay.client, '')).orders).toEqual([expect.objectContaining({ id: placed!.id, itemCount: 2, refundedCents: 0, lastRefundedAt: null })]);
    await t.database.db.update(orderLines).set({ quantity: 3 }).where(eq(orderLines.orderId, placed!.id));
    expect((await page(fay.client, '')).orders[0]).toMatchObject({ itemCount: 3 });
    await t.database.db.update(orders).set({ refundedCents: 565 }).where(eq(orders.id, placed!.id));
    expect((await page(fay.client, '')).orders[0]).toMatchObject({ refundedCents: 565, lastRefundedAt: null });
    await t.database.db.insert(refunds).values({ orderId: placed!.id, idempotencyKey: randomUUID(), amountCents: 565, provider: 'test', actor: 'owner@example.com' });
    expect((await page(fay.client, '')).orders[0]!.lastRefundedAt).not.toBeNull();
  });
});
