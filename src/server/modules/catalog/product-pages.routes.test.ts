import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleProductSchema, type ProductBody } from '@shared/contracts/console-catalogue';
import { productListResponseSchema, productPageResponseSchema } from '@shared/contracts/products';
import type { ApiClient } from '../../test/api-client';
import { changeProduct, newProductBody, signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Product pages (issue 28): each product's stable address, its data by that address, and
 * the sitemap that lists every public page and product for search engines.
 */

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpOwner(t)).client;
});
afterAll(() => t.close());

const bySlug = (slug: string, locale = 'en-CA') => t.app.inject({ method: 'GET', url: `/api/products/by-slug/${slug}`, headers: { 'accept-language': locale } });
const pageOf = async (slug: string, locale = 'en-CA') => {
  const response = await bySlug(slug, locale);
  expect(response.statusCode, response.body).toBe(200);
  return productPageResponseSchema.parse(response.json());
};
const errorOf = (body: string) => (JSON.parse(body) as { error: { code: string; message: string } }).error;

async function createProduct(fields: Partial<ProductBody>) {
  const body = newProductBody(fields);
  const response = await owner.post('/api/console/products', body);
  expect(response.statusCode, response.body).toBe(201);
  return consoleProductSchema.parse(response.json());
}

describe('a product’s address', () => {
  it('is its English name made readable, for each of the demo’s nine', async () => {
    const { products } = productListResponseSchema.parse((await t.app.inject('/api/products')).json());
    expect(products.map((product) => product.slug)).toEqual([
      'small-dog-food',
      'rope-for-dogs',
      'giraffe-plush-toy',
      'canned-cat-food',
      'cat-pouches',
      'laser-tease-toy',
      'flapping-fish-for-cats',
      'rubber-frisbee',
      'ball-launcher',
    ]);
  });

  it('is made for a new product from its name, accents folded, and numbered when taken', async () => {
    const first = await createProduct({ name: 'Pâtée Crème pour Chat!' });
    const second = await createProduct({ name: 'Pâtée crème pour chat' });
    expect([first.slug, second.slug]).toEqual(['patee-creme-pour-chat', 'patee-creme-pour-chat-2']);
    const page = await pageOf('patee-creme-pour-chat-2');
    expect([page.product.id, page.product.name]).toEqual([second.id, 'Pâtée crème pour chat']);

    // Nothing readable in the name: the address still has one.
    expect((await createProduct({ name: '🐟🐟' })).slug).toBe('product');
  });

  it('is kept when the product is renamed, so links to it keep working', async () => {
    const mouse = await createProduct({ name: 'Feather Wand' });
    await changeProduct(owner, mouse.id, { name: 'Feather Wand Deluxe' });
    const page = await pageOf('feather-wand');
    expect([page.product.slug, page.product.name]).toEqual(['feather-wand', 'Feather Wand Deluxe']);
    expect((await bySlug('feather-wand-deluxe')).statusCode).toBe(404);
  });
});

describe('GET /api/products/by-slug/{slug}', () => {
  it('answers one product on sale with its price in cents and whether it is in stock, from memory with an ETag', async () => {
    const response = await bySlug('rope-for-dogs');
    expect(response.statusCode).toBe(200);
    const page = productPageResponseSchema.parse(response.json());
    expect(page).toMatchObject({ product: { id: 2, slug: 'rope-for-dogs', name: 'Rope for Dogs', priceCents: 1000 }, inStock: true });
    const again = await t.app.inject({ method: 'GET', url: '/api/products/by-slug/rope-for-dogs', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('speaks the reader’s language, at the same address', async () => {
    const saved = await owner.request('PUT', '/api/console/translations/product/5', { locale: 'fr-CA', name: 'Sachets pour chat' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await pageOf('cat-pouches', 'fr-CA')).product.name).toBe('Sachets pour chat');
    expect((await pageOf('cat-pouches')).product.name).toBe('Cat Pouches');
  });

  it('says out of stock as soon as the shelf is empty, however it was emptied, and in stock once refilled', async () => {
    const ball = await createProduct({ name: 'Squeaky Ball', stock: 3 });
    expect((await pageOf('squeaky-ball')).inStock).toBe(true);
    await changeProduct(owner, ball.id, { stock: 0 });
    expect((await pageOf('squeaky-ball')).inStock).toBe(false);
    await changeProduct(owner, ball.id, { stock: 5 });
    expect((await pageOf('squeaky-ball')).inStock).toBe(true);
    // A sale, or anyone at a psql prompt, taking the last ones (migration 0025's trigger).
    await t.database.db.execute(sql`update product_variants set stock = 0 where product_id = ${ball.id}`);
    expect((await pageOf('squeaky-ball')).inStock).toBe(false);
  });

  it('answers 404 in the reader’s language for an unknown slug', async () => {
    const unknown = await bySlug('no-such-product');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown.body)).toEqual({ code: 'NOT_FOUND', message: 'That product was not found.' });
    expect(errorOf((await bySlug('no-such-product', 'fr-CA')).body).message).toBe('Ce produit est introuvable.');
  });

  it('answers 404 for a product taken off sale, and again once it is back', async () => {
    const lamp = await createProduct({ name: 'Heat Lamp' });
    await changeProduct(owner, lamp.id, { active: false });
    expect((await bySlug('heat-lamp')).statusCode).toBe(404);
    await changeProduct(owner, lamp.id, { active: true });
    expect((await bySlug('heat-lamp')).statusCode).toBe(200);
  });

  it('refuses an address that no slug could be, without looking', async () => {
    for (const slug of ['Rope-For-Dogs', 'rope--for-dogs', '-rope', encodeURIComponent('rope for dogs'), 'a'.repeat(65)]) {
      const response = await bySlug(slug);
      expect(response.statusCode, slug).toBe(422);
      expect(errorOf(response.body).code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  const base = () => t.app.env.BASE_URL;
  const sitemap = async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return response.body;
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it('lists every public page in both languages, as absolute addresses with their alternates', async () => {
    const xml = await sitemap();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    for (const page of ['/', '/shop', '/our-story', '/contact', '/blog/1', '/blog/2']) {
      expect(locs(xml)).toContain(`${base()}${page}`);
      expect(locs(xml)).toContain(`${base()}/fr${page === '/' ? '' : page}`);
    }
    // Each language's entry names the page in every language, English as the default.
    const entry = /<url><loc>[^<]*\/fr\/our-story<\/loc>(.*?)<\/url>/.exec(xml)?.[1];
    expect(entry).toBe(
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${base()}/our-story"/>` +
        `<xhtml:link rel="alternate" hreflang="fr-CA" href="${base()}/fr/our-story"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${base()}/our-story"/>`,
    );
  });

  it('lists every product on sale in both languages, and not one taken off sale', async () => {
    const kennel = await createProduct({ name: 'Travel Kennel' });
    const xml = await sitemap();
    for (const slug of ['small-dog-food', 'ball-launcher', 'travel-kennel']) {
      expect(locs(xml)).toContain(`${base()}/shop/${slug}`);
      expect(locs(xml)).toContain(`${base()}/fr/shop/${slug}`);
    }
    await changeProduct(owner, kennel.id, { active: false });
    const after = await sitemap();
    expect(after).not.toContain('travel-kennel');
    expect(locs(after)).toContain(`${base()}/shop/small-dog-food`);
  });

  it('is pointed to by robots.txt', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toContain(`Sitemap: ${base()}/sitemap.xml`);
    expect(response.body).not.toMatch(/Disallow: \/\s*$/m);
  });
});
