import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_QUANTITY_PER_LINE, cartSchema, type Cart } from '@shared/contracts/cart';
import { totalsFor } from '@shared/money/money';
import { siteConfig } from '@shared/site-config/site-config';
import { products } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { cartOf, fillCart, setPrice } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation =
  | { kind: 'add'; productId: number }
  | { kind: 'set'; productId: number; quantity: number }
  | { kind: 'remove'; productId: number }
  | { kind: 'clear' }
  | { kind: 'reprice'; productId: number; priceCents: number };

const productId = fc.integer({ min: 1, max: 9 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('add' as const), productId }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('set' as const), productId, quantity: fc.integer({ min: -2, max: MAX_QUANTITY_PER_LINE + 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), productId }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reprice' as const), productId, priceCents: fc.integer({ min: 0, max: 50_000 }) }) },
);

/** What the cart must be: the model's quantities at the database's current prices. */
async function expectedCart(model: Map<number, number>) {
  const prices = new Map((await t.database.db.select({ id: products.id, priceCents: products.priceCents }).from(products)).map((p) => [p.id, p.priceCents]));
  const lines = [...model].map(([id, quantity]) => ({ productId: id, unitPriceCents: prices.get(id)!, quantity })).sort((a, b) => a.productId - b.productId);
  const totals = totalsFor(lines, siteConfig.tax.rateBasisPoints);
  return {
    lines: lines.map((line) => [line.productId, line.unitPriceCents, line.quantity, line.unitPriceCents * line.quantity]),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...totals,
  };
}

const observed = (cart: Cart) => ({
  lines: [...cart.items].sort((a, b) => a.productId - b.productId).map((item) => [item.productId, item.priceCents, item.quantity, item.lineTotalCents]),
  itemCount: cart.itemCount,
  subtotalCents: cart.subtotalCents,
  taxCents: cart.taxCents,
  totalCents: cart.totalCents,
});

describe('the cart under random operations', () => {
  it("always holds what was asked, priced from the database, and never touches another user's cart", { timeout: 90_000 }, async () => {
    const bystander = new ApiClient(t.app);
    await bystander.signUp(newUser('Bea Bystander'));
    const bystanderCart = await fillCart(bystander, { 2: 3, 5: 1 });
    const client = new ApiClient(t.app);
    await client.signUp(newUser());

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        expect((await client.request('DELETE', '/api/cart')).statusCode).toBe(200);
        const model = new Map<number, number>();

        for (const op of operations) {
          if (op.kind === 'reprice') {
            await setPrice(t.database.db, op.productId, op.priceCents);
            continue;
          }
          let response;
          let expectedStatus = 200;
          if (op.kind === 'add') {
            response = await client.post('/api/cart/items', { productId: op.productId });
            const quantity = model.get(op.productId) ?? 0;
            if (quantity >= MAX_QUANTITY_PER_LINE) expectedStatus = 409;
            else model.set(op.productId, quantity + 1);
          } else if (op.kind === 'set') {
            response = await client.request('PUT', `/api/cart/items/${op.productId}`, { quantity: op.quantity });
            if (op.quantity < 1 || op.quantity > MAX_QUANTITY_PER_LINE) expectedStatus = 422;
            else if (!model.has(op.productId)) expectedStatus = 404;
            else model.set(op.productId, op.quantity);
          } else if (op.kind === 'remove') {
            response = await client.request('DELETE', `/api/cart/items/${op.productId}`);
            model.delete(op.productId);
          } else {
            response = await client.request('DELETE', '/api/cart');
            model.clear();
          }
          expect(response.statusCode, `${JSON.stringify(op)}: ${response.body}`).toBe(expectedStatus);
          if (expectedStatus === 200) expect(observed(cartSchema.parse(response.json()))).toEqual(await expectedCart(model));
        }
        expect(observed(await cartOf(client))).toEqual(await expectedCart(model));
      }),
      { numRuns: 30 },
    );

    const after = await cartOf(bystander);
    expect(after.items.map((item) => [item.productId, item.quantity])).toEqual(
      bystanderCart.items.map((item) => [item.productId, item.quantity]),
    );
  });
});
