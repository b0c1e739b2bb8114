import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { cartSchema, type Cart } from '@shared/contracts/cart';
import { orderSchema, type Order } from '@shared/contracts/orders';
import type { Database } from '../db/database';
import type { OutgoingMail } from '../modules/mail/mail.service';
import { randomUUID } from 'node:crypto';
import { cartItems, jobs, orderLines, orders, paymentEvents, products, productVariants } from '../db/schema';
import type { ApiClient } from './api-client';

let nextProductId = 1_000;

/**
 * Products beyond the demo catalogue, for tests that change or deactivate one: each one
 * variant without options (SKU its slug), as a product without options is.
 */
export async function insertTestProducts(
  db: Database,
  count: number,
  { stock = 100, ...fields }: Partial<Pick<typeof products.$inferInsert, 'priceCents' | 'active' | 'createdAt'>> & { stock?: number } = {},
) {
  const rows = Array.from({ length: count }, () => {
    const id = nextProductId++;
    return {
      id,
      name: `Test Product ${id}`,
      slug: `test-product-${id}`,
      carouselName: `Test Product ${id}`,
      description: 'A product made for a test.',
      priceCents: 1_234,
      imagePath: `/images/products/test-${id}.svg`,
      imageAlt: `Test product ${id}`,
      sortOrder: id,
      ...fields,
    };
  });
  const inserted = await db.insert(products).values(rows).returning();
  const variants = await db
    .insert(productVariants)
    .values(inserted.map((row) => ({ productId: row.id, sku: row.slug, priceCents: row.priceCents, stock })))
    .returning();
  return inserted.map((row, index) => ({ ...row, stock, variantId: variants[index]!.id }));
}

/** Sets the shelf stock of a product without options (its one variant's). */
export async function setStock(db: Database, productId: number, stock: number): Promise<void> {
  await db.update(productVariants).set({ stock }).where(eq(productVariants.productId, productId));
}

/** The shelf stock of these products without options, by product id, in id order. */
export function stockOfProducts(db: Database, productIds: number[]): Promise<Array<{ id: number; stock: number }>> {
  return db
    .select({ id: productVariants.productId, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(productVariants.productId);
}

/** A product with options, made through the console as an owner would (Size: 4 lb, 15 lb, 30 lb by default). */
export async function createProductWithVariants(
  owner: ApiClient,
  name: string,
  variants: Array<{ size: string; sku: string; price: string; stock: number }>,
): Promise<{ id: number; slug: string; variants: Array<{ id: number; sku: string; label: string; priceCents: number }> }> {
  const response = await owner.post('/api/console/products', {
    name,
    description: `${name}, in several sizes.`,
    sortOrder: 50,
    imageSrc: '/images/products/small-dog-food.svg',
    imageAlt: name,
    variants: variants.map((variant) => ({ options: [{ name: 'Size', value: variant.size }], sku: variant.sku, price: variant.price, stock: variant.stock })),
  });
  if (response.statusCode !== 201) throw new Error(`create product: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * An order of `quantity` of one product at `unitPriceCents` by `userId`, placed at `at` and
 * paid then (or left in another state): sales history for the best sellers, without a checkout.
 */
export async function insertOrder(
  db: Database,
  { userId, productId, quantity, at, unitPriceCents = 1_000, status = 'paid', refunded = 0 }: {
    userId: string;
    productId: number;
    quantity: number;
    at: Date;
    unitPriceCents?: number;
    status?: 'paid' | 'pending' | 'cancelled';
    refunded?: number;
  },
): Promise<void> {
  const subtotalCents = quantity * unitPriceCents;
  const taxCents = Math.round(subtotalCents * 0.13);
  const id = randomUUID();
  await db.insert(orders).values({
    id,
    userId,
    status,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    taxRateBasisPoints: 1300,
    currency: 'CAD',
    paymentProvider: 'test',
    paymentSessionId: `session-${id}`,
    createdAt: at,
    paidAt: status === 'paid' ? at : null,
  });
  await db
    .insert(orderLines)
    .values({
      orderId: id,
      productId,
      variantId: onlyVariantOf(productId),
      productName: `Product ${productId}`,
      imagePath: '/images/x.svg',
      unitPriceCents,
      quantity,
      refundedQuantity: refunded,
    });
}

export async function cartOf(client: ApiClient): Promise<Cart> {
  const response = await client.get('/api/cart');
  if (response.statusCode !== 200) throw new Error(`GET /api/cart: ${response.statusCode} ${response.body}`);
  return cartSchema.parse(response.json());
}

/** Signs a client's cart into the given quantities, one add at a time like the shop does. */
export async function fillCart(client: ApiClient, quantities: Record<number, number>): Promise<Cart> {
  for (const [productId, quantity] of Object.entries(quantities)) {
    for (let i = 0; i < quantity; i++) {
      const response = await client.post('/api/cart/items', { productId: Number(productId) });
      if (response.statusCode !== 200) throw new Error(`add ${productId}: ${response.statusCode} ${response.body}`);
    }
  }
  return cartOf(client);
}

/** POST /create-checkout; returns where the browser would go to pay. */
export async function checkOut(client: ApiClient, body: unknown = {}): Promise<string> {
  const response = await client.post('/create-checkout', body);
  if (response.statusCode !== 201) throw new Error(`create-checkout: ${response.statusCode} ${response.body}`);
  return (response.json() as { url: string }).url;
}

/** The order a built-in test checkout url names: http://…/checkout/test/{orderId}. */
export function orderIdOfTestCheckout(url: string): string {
  const match = /\/checkout\/test\/([0-9a-f-]{36})$/.exec(new URL(url).pathname);
  if (!match?.[1]) throw new Error(`not a test checkout url: ${url}`);
  return match[1];
}

/**
 * The order a checkout's answer names: its test checkout page, or, when nothing was left
 * to pay (a $0 cart, or tenders that paid it all, issue 32), its own order page.
 */
export function orderIdOfCheckoutAnswer(url: string): string {
  const paid = /\/orders\/([0-9a-f-]{36})$/.exec(new URL(url).pathname);
  return paid?.[1] ?? orderIdOfTestCheckout(url);
}

export async function orderOf(client: ApiClient, orderId: string): Promise<Order> {
  const response = await client.get(`/api/orders/${orderId}`);
  if (response.statusCode !== 200) throw new Error(`GET order: ${response.statusCode} ${response.body}`);
  return orderSchema.parse(response.json());
}

/** Everything a payment may change, to prove that a refused one changed nothing. */
export async function paymentSnapshot(db: Database, orderId: string, productIds: number[], userId: string) {
  const [order] = await db.select({ status: orders.status, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId));
  return {
    order,
    stock: await stockOfProducts(db, productIds),
    cart: await db
      .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(cartItems.variantId),
    events: (await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId))).length,
    mails: (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'mail'))).length,
  };
}

/** The receipts queued for an address, as mail jobs (sent or not). */
export async function receiptsQueuedFor(db: Database, email: string): Promise<OutgoingMail[]> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload} ->> 'to' = ${email}`));
  return rows.map((row) => row.payload as OutgoingMail).filter((mail) => /receipt/i.test(mail.subject));
}

/** The one variant of a product without options, as SQL: for order lines a test writes straight into the database. */
export const onlyVariantOf = (productId: number | SQL) => sql<number>`(select id from product_variants where product_id = ${productId})`;

/** Sets the price of a product without options (its one variant's; the product's "from" price follows, migration 0025). */
export async function setPrice(db: Database, productId: number, priceCents: number): Promise<void> {
  await db.update(productVariants).set({ priceCents }).where(eq(productVariants.productId, productId));
}
