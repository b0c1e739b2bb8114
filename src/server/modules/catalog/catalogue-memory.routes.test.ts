import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { shopHoursSchema } from '@shared/contracts/hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCatalogResponseSchema } from '@shared/contracts/booking';
import { productListResponseSchema } from '@shared/contracts/products';
import { addDaysToDate, todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { ApiClient } from '../../test/api-client';
import { changeProduct, signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabaseTwice } from '../../test/test-database';

/**
 * The catalogue served from memory (issue 15): two app servers on one database, as behind
 * a load balancer (two connection pools on PostgreSQL; on PGlite, which has one connection
 * in one process, both share it). The owner changes things through the first; the very
 * next answer of either shows the change.
 */
let first: TestApp;
let second: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  const [database, sameDatabase] = await createTestDatabaseTwice();
  first = await createTestApp({ database });
  second = await createTestApp({ database: sameDatabase });
  owner = (await signUpOwner(first)).client;
});
afterAll(async () => {
  await second?.close();
  await second?.database.close();
  await first?.close();
  await first?.database.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ url, headers });
const productsOf = async (app: TestApp, headers: Record<string, string> = {}) =>
  productListResponseSchema.parse((await get(app, '/api/products', headers)).json()).products;
const priceOf = async (app: TestApp, id: number) => (await productsOf(app)).find((product) => product.id === id)?.priceCents;
const french = { cookie: 'pet-haven-locale=fr-CA' };

describe('the catalogue from memory', () => {
  it("shows the owner's price change in the very next answer, of this server and of the other", async () => {
    // Both have the catalogue in memory already.
    expect(await priceOf(first, 2)).toBe(1000);
    expect(await priceOf(second, 2)).toBe(1000);

    await changeProduct(owner, 2, { price: '11.25' });
    expect(await priceOf(second, 2)).toBe(1125);
    expect(await priceOf(first, 2)).toBe(1125);

    await changeProduct(owner, 7, { active: false });
    expect((await productsOf(second)).map((product) => product.id)).not.toContain(7);
    await changeProduct(owner, 7, { active: true });
    expect((await productsOf(second)).map((product) => product.id)).toContain(7);
  });

  it('shows a price and an opening hour changed with raw SQL, past every service, in the very next answers of both servers', async () => {
    const mondayOf = async (app: TestApp) =>
      shopHoursSchema.parse((await get(app, '/api/shop/hours')).json()).openingHours.filter((interval) => interval.weekday === 1);
    // Both have the catalogue and the hours in memory already.
    expect(await priceOf(first, 3)).toBe(700);
    expect(await priceOf(second, 3)).toBe(700);
    const monday = await mondayOf(second);
    expect(monday.length).toBeGreaterThan(0);

    // As an owner at a psql prompt would: no service of ours is told.
    await first.database.db.execute(sql`UPDATE product_variants SET price_cents = 825 WHERE product_id = 3`);
    await first.database.db.execute(sql`UPDATE shop_opening_hours SET end_minute = end_minute - 60 WHERE weekday = 1`);
    expect(await priceOf(second, 3)).toBe(825);
    expect(await priceOf(first, 3)).toBe(825);
    const anHourEarlier = (clock: string) => {
      const [hours, minutes] = clock.split(':').map(Number);
      return `${String(hours! - 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    };
    const shortened = monday.map((interval) => ({ ...interval, end: anHourEarlier(interval.end) }));
    expect(await mondayOf(second)).toEqual(shortened);
    expect(await mondayOf(first)).toEqual(shortened);

    await first.database.db.execute(sql`UPDATE product_variants SET price_cents = 700 WHERE product_id = 3`);
    await first.database.db.execute(sql`UPDATE shop_opening_hours SET end_minute = end_minute + 60 WHERE weekday = 1`);
    expect(await priceOf(second, 3)).toBe(700);
    expect(await mondayOf(first)).toEqual(monday);
  });

  it('answers a repeat visitor with 304 until the catalogue changes, then with the new list and a new ETag', async () => {
    const fresh = await get(second, '/api/products');
    const etag = fresh.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(fresh.headers['cache-control']).toBe('no-cache');

    const repeat = await get(second, '/api/products', { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect(repeat.headers.etag).toBe(etag);
    // A weak copy of it, or the same list from the other server, is just as current.
    expect((await get(second, '/api/products', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(first, '/api/products', { 'if-none-match': etag })).statusCode).toBe(304);

    await changeProduct(owner, 3, { price: '7.50' });
    const changed = await get(second, '/api/products', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(productListResponseSchema.parse(changed.json()).products.find((product) => product.id === 3)?.priceCents).toBe(750);
    expect((await get(second, '/api/products', { 'if-none-match': changed.headers.etag as string })).statusCode).toBe(304);
  });

  it('sends the brotli copy made once, under its own ETag', async () => {
    const plain = await get(first, '/api/products');
    const compressed = await get(first, '/api/products', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.headers.etag).not.toBe(plain.headers.etag);
    const repeat = await get(first, '/api/products', { 'accept-encoding': 'gzip, br', 'if-none-match': compressed.headers.etag as string });
    expect(repeat.statusCode).toBe(304);
  });

  it('answers /api/services with an ETag too', async () => {
    const fresh = await get(second, '/api/services');
    expect(fresh.statusCode).toBe(200);
    expect((await get(second, '/api/services', { 'if-none-match': fresh.headers.etag as string })).statusCode).toBe(304);
  });

  it("keeps one list per language: French readers get the owner's French at once, English readers the English", async () => {
    const englishBefore = await get(second, '/api/products');
    const frenchBefore = await get(second, '/api/products', french);
    expect(frenchBefore.headers.etag).toBe(englishBefore.headers.etag); // nothing is translated yet

    const saved = await owner.request('PUT', '/api/console/translations/product/5', { locale: 'fr-CA', name: 'Sachets pour chats' });
    expect(saved.statusCode, saved.body).toBe(200);
    const inFrench = await productsOf(second, french);
    expect(inFrench.find((product) => product.id === 5)?.name).toBe('Sachets pour chats');
    expect((await productsOf(second, { 'accept-language': 'fr-CA,fr;q=0.9' })).find((product) => product.id === 5)?.name).toBe('Sachets pour chats');
    expect((await productsOf(second)).find((product) => product.id === 5)?.name).toBe('Cat Pouches');

    const frenchAfter = await get(second, '/api/products', french);
    expect(frenchAfter.headers.etag).not.toBe((await get(second, '/api/products')).headers.etag);
    expect(frenchAfter.headers.vary).toContain('Accept-Language');
    expect(frenchAfter.headers.vary).toContain('Cookie');

    const service = await owner.request('PUT', '/api/console/translations/service/wellness-exam', { locale: 'fr-CA', name: 'Examen de bien-être' });
    expect(service.statusCode, service.body).toBe(200);
    const services = (headers: Record<string, string>) =>
      get(second, '/api/services', headers).then((response) => serviceCatalogResponseSchema.parse(response.json()).categories.flatMap((category) => category.services));
    expect((await services(french)).find((one) => one.id === 'wellness-exam')?.name).toBe('Examen de bien-être');
    expect((await services({})).find((one) => one.id === 'wellness-exam')?.name).toBe('Wellness Exam');
  });

  it("takes the availability's calendar from memory, and an owner's closure still applies at once on both servers", async () => {
    const date = addDaysToDate(todayInZone(new Date(), siteConfig.timeZone), 10);
    const availability = (app: TestApp) => get(app, `/api/availability?serviceId=test-grooming&date=${date}`);
    expect((await availability(second)).statusCode).toBe(200);
    expect((await availability(first)).statusCode).toBe(200);

    const closed = await owner.post('/api/console/closures', { date, reason: 'Inventory' });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    const refused = await availability(second);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { error: { code: string } }).error.code).toBe('DATE_NOT_BOOKABLE');
    expect((await availability(first)).statusCode).toBe(422);

    const reopened = await owner.request('DELETE', `/api/console/closures/${date}`);
    expect(reopened.statusCode, reopened.body).toBeLessThan(300);
    expect((await availability(second)).statusCode).toBe(200);
  });
});
