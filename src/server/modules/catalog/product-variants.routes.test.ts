import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { cartMessages } from '@shared/contracts/cart';
import { consoleProductSchema, LOW_STOCK_LIST_MAX, lowStockListSchema } from '@shared/contracts/console-catalogue';
import { refundOrderResponseSchema } from '@shared/contracts/console-orders';
import { productPageResponseSchema } from '@shared/contracts/products';
import { english } from '@shared/test/english';
import { cartItems, products, productVariants } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { expectOwnerOnly, newProductBody, signUpOwner } from '../../test/console';
import { cartOf, checkOut, createProductWithVariants, orderIdOfTestCheckout, orderOf, receiptsQueuedFor } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Variants (issue 28): a product in several sizes is bought, held, paid for and refunded by
 * the size chosen; the spec's `{ productId }` keeps working for a product without options.
 */

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner } = await signUpOwner(t));
});
afterAll(() => t.close());

let made = 0;
/** Hearty Kibble in 4 lb ($12.99, 10 left), 15 lb ($34.99, 3 left) and 30 lb ($59.99, none). */
async function kibble() {
  const n = ++made;
  const product = await createProductWithVariants(owner, `Hearty Kibble ${n}`, [
    { size: '4 lb', sku: `KIB-${n}-4`, price: '12.99', stock: 10 },
    { size: '15 lb', sku: `KIB-${n}-15`, price: '34.99', stock: 3 },
    { size: '30 lb', sku: `KIB-${n}-30`, price: '59.99', stock: 0 },
  ]);
  const [small, medium, large] = product.variants;
  return { ...product, small: small!, medium: medium!, large: large! };
}

async function customer(): Promise<ApiClient> {
  const client = new ApiClient(t.app);
  await client.signUp(newUser());
  return client;
}

const stockOf = async (variantIds: number[]) =>
  Object.fromEntries(
    (await t.database.db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.id, variantIds))).map(
      (row) => [row.id, row.stock],
    ),
  );
const cartRows = (client: ApiClient) => cartOf(client).then((cart) => cart.items.map((item) => [item.variantId, item.quantity]));

describe('a product with options', () => {
  it('is shown from its lowest price, with its options and each variant’s price and stock', async () => {
    const product = await kibble();
    const page = productPageResponseSchema.parse((await new ApiClient(t.app).get(`/api/products/by-slug/${product.slug}`)).json());
    expect(page.inStock).toBe(true);
    expect(page.product.priceCents).toBe(1_299);
    expect(page.product.options).toEqual([{ name: 'Size', values: ['4 lb', '15 lb', '30 lb'] }]);
    expect(page.product.variants.map((variant) => [variant.label, variant.sku, variant.priceCents, variant.inStock])).toEqual([
      ['4 lb', product.small.sku, 1_299, true],
      ['15 lb', product.medium.sku, 3_499, true],
      ['30 lb', product.large.sku, 5_999, false],
    ]);
    const [row] = await t.database.db.select({ priceCents: products.priceCents }).from(products).where(eq(products.id, product.id));
    expect(row?.priceCents).toBe(1_299);
  });

  it('keeps a product without options as one variant, its price as before', async () => {
    const page = productPageResponseSchema.parse((await new ApiClient(t.app).get('/api/products/by-slug/rope-for-dogs')).json());
    expect(page.product.options).toEqual([]);
    expect(page.product.variants).toEqual([expect.objectContaining({ label: '', options: [], priceCents: page.product.priceCents })]);
  });
});

describe('the cart by variant', () => {
  it('adds the variant chosen, each size its own line with its own price and label', async () => {
    const product = await kibble();
    const client = await customer();
    expect((await client.post('/api/cart/items', { variantId: product.medium.id })).statusCode).toBe(200);
    expect((await client.post('/api/cart/items', { productId: product.id, variantId: product.small.id })).statusCode).toBe(200);
    expect((await client.post('/api/cart/items', { variantId: product.medium.id })).statusCode).toBe(200);
    const cart = await cartOf(client);
    expect(cart.items.map((item) => [item.productId, item.name, item.variantLabel, item.sku, item.priceCents, item.quantity])).toEqual([
      [product.id, expect.stringContaining('Hearty Kibble'), '15 lb', product.medium.sku, 3_499, 2],
      [product.id, expect.stringContaining('Hearty Kibble'), '4 lb', product.small.sku, 1_299, 1],
    ]);
    expect(cart.subtotalCents).toBe(2 * 3_499 + 1_299);

    expect((await client.request('PUT', `/api/cart/lines/${product.small.id}`, { quantity: 3 })).statusCode).toBe(200);
    expect((await client.request('DELETE', `/api/cart/lines/${product.medium.id}`)).statusCode).toBe(200);
    expect(await cartRows(client)).toEqual([[product.small.id, 3]]);
  });

  it('refuses a product with several variants named alone, and a variant of another product, writing nothing', async () => {
    const product = await kibble();
    const client = await customer();
    const alone = await client.post('/api/cart/items', { productId: product.id });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().error).toMatchObject({ code: 'CHOOSE_OPTION', message: english(cartMessages.chooseOption) });
    const mixed = await client.post('/api/cart/items', { productId: 2, variantId: product.small.id });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().error).toMatchObject({ code: 'VARIANT_OF_ANOTHER_PRODUCT', message: english(cartMessages.variantOfAnotherProduct) });
    expect((await client.request('PUT', `/api/cart/items/${product.id}`, { quantity: 2 })).statusCode).toBe(422);
    expect((await client.post('/api/cart/items', { variantId: 2_000_000 })).statusCode).toBe(404);
    expect(await cartRows(client)).toEqual([]);
    expect(await t.database.db.select().from(cartItems).where(inArray(cartItems.variantId, [product.small.id, product.medium.id]))).toEqual([]);
  });

  it('keeps the spec’s product-only requests for a product without options', async () => {
    const client = await customer();
    expect((await client.post('/api/cart/items', { productId: 2 })).statusCode).toBe(200);
    expect((await client.request('PUT', '/api/cart/items/2', { quantity: 3 })).statusCode).toBe(200);
    const [line] = (await cartOf(client)).items;
    expect(line).toMatchObject({ productId: 2, variantLabel: '', quantity: 3 });
    expect((await client.request('DELETE', '/api/cart/items/2')).statusCode).toBe(200);
    expect(await cartRows(client)).toEqual([]);
  });
});

describe('an order by variant', () => {
  it('holds, takes and refunds the variant bought; its order, receipt and refund name it', async () => {
    const product = await kibble();
    const user = newUser('Vera Variant');
    const client = new ApiClient(t.app);
    await client.signUp(user);
    await client.post('/api/cart/items', { variantId: product.medium.id });
    await client.post('/api/cart/items', { variantId: product.medium.id });
    await client.post('/api/cart/items', { variantId: product.small.id });

    // The last unit of 15 lb is short for another shopper while this checkout holds two.
    const orderId = orderIdOfTestCheckout(await checkOut(client));
    const other = await customer();
    await other.post('/api/cart/items', { variantId: product.medium.id });
    await other.post('/api/cart/items', { variantId: product.medium.id });
    const refused = await other.post('/create-checkout');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('— 15 lb');

    expect((await client.request('POST', `/checkout/test/${orderId}/pay`)).statusCode).toBe(303);
    expect(await stockOf([product.small.id, product.medium.id, product.large.id])).toEqual({ [product.small.id]: 9, [product.medium.id]: 1, [product.large.id]: 0 });

    const order = await orderOf(client, orderId);
    expect(order.lines.map((line) => [line.variantId, line.variantLabel, line.sku, line.unitPriceCents, line.quantity])).toEqual(
      expect.arrayContaining([
        [product.small.id, '4 lb', product.small.sku, 1_299, 1],
        [product.medium.id, '15 lb', product.medium.sku, 3_499, 2],
      ]),
    );
    const [receipt] = await receiptsQueuedFor(t.database.db, user.email);
    expect(JSON.stringify(receipt)).toContain(' — 15 lb');

    const refund = await owner.post(`/api/console/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), lines: [{ variantId: product.medium.id, quantity: 1 }] });
    expect(refund.statusCode, refund.body).toBe(201);
    const made = refundOrderResponseSchema.parse(refund.json());
    expect(made.refund.lines).toEqual([{ productId: product.id, variantId: product.medium.id, name: expect.stringMatching(/ — 15 lb$/), quantity: 1 }]);
    expect(made.order.lines.find((line) => line.variantId === product.medium.id)?.refundedQuantity).toBe(1);
    expect(await stockOf([product.medium.id])).toEqual({ [product.medium.id]: 2 });

    // A product named alone is ambiguous on an order with two of its sizes: refused, nothing refunded.
    const ambiguous = await owner.post(`/api/console/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), lines: [{ productId: product.id, quantity: 1 }] });
    expect(ambiguous.statusCode).toBe(422);
  });
});

describe('the console’s variants', () => {
  it('refuses a SKU another variant has (409) and two variants with one SKU (422), writing nothing', async () => {
    const product = await kibble();
    const count = async () => (await t.database.db.select({ id: products.id }).from(products)).length;
    const before = await count();
    const taken = await owner.post('/api/console/products', newProductBody({ price: undefined, stock: undefined, variants: [{ options: [], sku: product.small.sku, price: '5', stock: 1 }] }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SKU_TAKEN');
    const twice = await owner.post(
      '/api/console/products',
      newProductBody({
        price: undefined,
        stock: undefined,
        variants: [
          { options: [{ name: 'Size', value: 'S' }], sku: 'TWICE-1', price: '5', stock: 1 },
          { options: [{ name: 'Size', value: 'M' }], sku: 'TWICE-1', price: '6', stock: 1 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(422);
    const negative = await owner.post('/api/console/products', newProductBody({ price: undefined, stock: undefined, variants: [{ options: [], sku: 'NEG-1', price: '-5', stock: 1 }] }));
    expect(negative.statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('changes, adds and removes variants, and a product with options must be edited through them', async () => {
    const product = await kibble();
    const edit = (variants: unknown) =>
      owner.request('PUT', `/api/console/products/${product.id}`, { ...newProductBody({ name: `Hearty Kibble ${made}` }), price: undefined, stock: undefined, variants });
    const changed = await edit([
      { id: product.small.id, options: [{ name: 'Size', value: '4 lb' }], sku: product.small.sku, price: '11.99', stock: 4, barcode: '0123456789012', lowStockThreshold: 4 },
      { options: [{ name: 'Size', value: '8 lb' }], sku: `${product.small.sku}-8`, price: '21.99', stock: 7 },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = consoleProductSchema.parse(changed.json());
    expect(saved.priceCents).toBe(1_199);
    expect(saved.variants.map((variant) => [variant.label, variant.priceCents, variant.stock, variant.barcode, variant.lowStock])).toEqual([
      ['4 lb', 1_199, 4, '0123456789012', true],
      ['8 lb', 2_199, 7, null, false],
    ]);
    const withoutVariants = await owner.request('PUT', `/api/console/products/${product.id}`, newProductBody({ name: saved.name }));
    expect(withoutVariants.statusCode).toBe(422);
  });

  it('lists the variants at or below their low-stock threshold to the owner only', async () => {
    const product = await kibble();
    await expectOwnerOnly(t, owner, (client) => client.get('/api/console/products/low-stock'), 200, async () => null);
    const list = lowStockListSchema.parse((await owner.get('/api/console/products/low-stock')).json());
    const ours = list.variants.filter((variant) => variant.productId === product.id);
    expect(ours.map((variant) => [variant.label, variant.stock])).toEqual([
      ['30 lb', 0],
      ['15 lb', 3],
    ]);
  });

  it('names the 200 emptiest variants of a big catalogue and says there are more', async () => {
    for (const n of [1, 2, 3]) {
      const sizes = Array.from({ length: 100 }, (_, index) => ({ size: `${index + 1} oz`, sku: `BULK-LOW-${n}-${index}`, price: '1.00', stock: index % 2 }));
      await createProductWithVariants(owner, `Bulk Low ${n}`, sizes);
    }
    const list = lowStockListSchema.parse((await owner.get('/api/console/products/low-stock')).json());
    expect(list.variants).toHaveLength(LOW_STOCK_LIST_MAX);
    expect(list.more).toBe(true);
    const stocks = list.variants.map((variant) => variant.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks[0]).toBe(0);
  });

  it('lets only the owner create a product with variants', async () => {
    let n = 0;
    const count = async () => (await t.database.db.select({ id: productVariants.id }).from(productVariants)).length;
    await expectOwnerOnly(
      t,
      owner,
      (client) => client.post('/api/console/products', newProductBody({ price: undefined, stock: undefined, variants: [{ options: [], sku: `OWNER-ONLY-${++n}`, price: '5', stock: 1 }] })),
      201,
      count,
    );
  });
});
