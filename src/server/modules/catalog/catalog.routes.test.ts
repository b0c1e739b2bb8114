import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema } from '@shared/contracts/products';
import { seedDemoData } from '../../db/seed';
import type { ApiClient } from '../../test/api-client';
import { changeProduct, signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpOwner(t)).client;
});
afterAll(() => t.close());

describe('GET /api/products', () => {
  it("lists the spec's nine products with their prices, in order", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const { products: list } = productListResponseSchema.parse(response.json());
    expect(list.map((p) => [p.id, p.name, p.priceCents])).toEqual([
      [1, 'Small Dog Food', 780],
      [2, 'Rope for Dogs', 1000],
      [3, 'Giraffe Plush Toy', 700],
      [4, 'Canned Cat Food', 780],
      [5, 'Cat Pouches', 500],
      [6, 'Laser Tease Toy', 1000],
      [7, 'Flapping Fish for Cats', 3000],
      [8, 'Rubber Frisbee', 1000],
      [9, 'Ball Launcher', 4000],
    ]);
    expect(list.find((p) => p.id === 3)?.carouselName).toBe('Giraffe Plush');
    expect(list.every((p) => p.image.width > 0 && p.image.height > 0 && p.image.alt.length > 0)).toBe(true);
  });

  it("reflects the owner's price change, and seeding again does not undo it", async () => {
    await changeProduct(owner, 9, { price: '12.34' });
    await seedDemoData(t.database.db);
    const { products: list } = productListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    expect(list.find((p) => p.id === 9)?.priceCents).toBe(1234);
    expect(list).toHaveLength(9);
  });

  it('leaves out products the shop has deactivated', async () => {
    await changeProduct(owner, 8, { active: false });
    const { products: list } = productListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    expect(list.map((p) => p.id)).not.toContain(8);
  });
});
