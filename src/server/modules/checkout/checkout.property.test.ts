import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { totalsFor } from '@shared/money/money';
import { siteConfig } from '@shared/site-config/site-config';
import { orders, products } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { cartOf, fillCart, orderIdOfCheckoutAnswer, orderOf, setPrice } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const productId = fc.integer({ min: 1, max: 9 });
const cartQuantities = fc
  .uniqueArray(fc.record({ productId, quantity: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 4, selector: (line) => line.productId })
  .map((lines) => Object.fromEntries(lines.map((line) => [line.productId, line.quantity])) as Record<number, number>);
const priceChanges = fc.array(fc.record({ productId, priceCents: fc.integer({ min: 0, max: 20_000 }) }), { maxLength: 3 });
// Fastify refuses a body that sets __proto__ or constructor.prototype (400, prototype
// poisoning), at any depth: a different refusal from the one under test.
const safeKey = fc.string({ maxLength: 12 }).filter((key) => key !== '__proto__' && key !== 'constructor');
const safeJson = fc.jsonValue().filter((value) => !/"(__proto__|constructor)"/.test(JSON.stringify(value) ?? ''));

/** What a tampering client might send: fake prices, names, quantities and user ids, and fields we never asked for. */
const tamperedBody = (victimUid: string) =>
  fc.oneof(
    fc.constant(undefined),
    fc.record(
      {
        cartItems: fc.oneof(
          fc.array(
            fc.record(
              {
                id: fc.oneof(productId, fc.integer()),
                name: fc.string(),
                price: fc.oneof(fc.constantFrom('$0.01', '$0', '-$5', 'free'), fc.string(), fc.double()),
                priceCents: fc.integer(),
                quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
                total: fc.double(),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 5 },
          ),
          safeJson,
        ),
        userId: fc.oneof(fc.constant(victimUid), fc.string(), fc.integer()),
        total: fc.double(),
        subtotalCents: fc.integer(),
        taxCents: fc.integer(),
      },
      { requiredKeys: [] },
    ),
    fc.dictionary(safeKey, safeJson, { maxKeys: 5 }),
  );

describe('checkout under tampering', () => {
  it("always charges database prices × cart quantities with HST from totalsFor, and never touches another user's cart", { timeout: 180_000 }, async () => {
    const victim = new ApiClient(t.app);
    await victim.signUp(newUser('Vic Victim'));
    const victimUid = ((await victim.get('/api/profile')).json() as { uid: string }).uid;
    const victimCart = await fillCart(victim, { 9: 2, 1: 1 });
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser('Casey Customer'));

    await fc.assert(
      fc.asyncProperty(cartQuantities, priceChanges, tamperedBody(victimUid), async (quantities, changes, body) => {
        await customer.request('DELETE', '/api/cart');
        await fillCart(customer, quantities);
        for (const change of changes) {
          await setPrice(t.database.db, change.productId, change.priceCents);
        }

        const response = body === undefined ? await customer.request('POST', '/create-checkout') : await customer.post('/create-checkout', body);
        expect(response.statusCode, response.body).toBe(201);
        // A cart that costs nothing has nothing to pay: its order is paid at once and the answer is its page.
        const order = await orderOf(customer, orderIdOfCheckoutAnswer((response.json() as { url: string }).url));

        const ids = Object.keys(quantities).map(Number);
        const prices = new Map(
          (await t.database.db.select({ id: products.id, priceCents: products.priceCents }).from(products).where(inArray(products.id, ids))).map(
            (row) => [row.id, row.priceCents],
          ),
        );
        const expectedLines = ids
          .sort((a, b) => a - b)
          .map((id) => ({ productId: id, unitPriceCents: prices.get(id)!, quantity: quantities[id]! }));
        expect(order.lines.map((line) => ({ productId: line.productId, unitPriceCents: line.unitPriceCents, quantity: line.quantity }))).toEqual(expectedLines);
        expect(order.lines.every((line) => line.lineTotalCents === line.unitPriceCents * line.quantity)).toBe(true);
        expect({ subtotalCents: order.subtotalCents, taxCents: order.taxCents, totalCents: order.totalCents }).toEqual(
          totalsFor(expectedLines, siteConfig.tax.rateBasisPoints),
        );
        if (order.totalCents === 0) expect(order.status).toBe('paid');
      }),
      { numRuns: 25 },
    );

    expect(await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, victimUid))).toEqual([]);
    const after = await cartOf(victim);
    expect(after.items.map((item) => [item.productId, item.quantity])).toEqual(victimCart.items.map((item) => [item.productId, item.quantity]));
  });
});
