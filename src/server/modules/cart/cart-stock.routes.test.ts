import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@shared/contracts/console-catalogue';
import { ApiClient, newUser } from '../../test/api-client';
import { cartOf, checkOut, fillCart, insertTestProducts, setStock } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A cart line whose product is running low says how many are left (issue 13, D26); the server counts them. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shopper(name: string) {
  const client = new ApiClient(t.app);
  await client.signUp(newUser(name));
  return client;
}

describe('how many are left, on a cart line', () => {
  it('is said only when few are: the shelf stock less what other customers’ open checkouts hold, never the customer’s own', async () => {
    const [plenty, few, none] = await insertTestProducts(t.database.db, 3, { stock: 50 });
    await setStock(t.database.db, few!.id, 4);
    await setStock(t.database.db, none!.id, 0);

    const me = await shopper('Lou Low');
    const cart = await fillCart(me, { [plenty!.id]: 1, [few!.id]: 1, [none!.id]: 1 });
    expect(cart.items.map((item) => [item.productId, item.left])).toEqual([
      [plenty!.id, null],
      [few!.id, 4],
      [none!.id, 0],
    ]);
    expect(LOW_STOCK_THRESHOLD).toBeGreaterThanOrEqual(4);

    // Another customer starts checkout with 3 of the 4: one is left for me.
    const other = await shopper('Ola Other');
    await fillCart(other, { [few!.id]: 3 });
    await checkOut(other);
    expect((await cartOf(me)).items.find((item) => item.productId === few!.id)?.left).toBe(1);
    // Their own hold does not count against them.
    expect((await cartOf(other)).items.find((item) => item.productId === few!.id)?.left).toBe(4);
  });
});
