import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistDir } from '../config/project-paths';
import { orderLines, orders, users } from '../db/schema';
import { PRODUCT_PAGE_SIZE } from '@shared/contracts/products';
import { TRENDING_FRESH_MS } from '../modules/catalog/trending-products.service';
import { insertTestProducts, onlyVariantOf } from '../test/shop';
import { ApiClient, newUser } from '../test/api-client';
import { changeProduct, signUpOwner } from '../test/console';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../test/test-app';

/**
 * The public pages as complete HTML (D25, issue 15): rendered by the server with the
 * same components as the browser, from the built renderer (`npm run build` makes it;
 * `npm test` builds first), fresh after every change of the catalogue.
 */

if (!existsSync(join(webDistDir, '..', 'ssr', 'entry-server.js'))) {
  throw new Error('These tests need the built site and its page renderer: run `npm run build` first (npm test does).');
}

let t: TestApp;
let owner: ApiClient;
/** The app's clock: real time, until a test moves it on to the next count of the best sellers. */
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ webDir: webDistDir, now: () => new Date(clock) });
  owner = (await signUpOwner(t)).client;
});
afterAll(() => t.close());

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-CA', ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};
const root = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
/** The data the page was rendered with (PrerenderedData in src/web/lib/prerendered.ts). */
const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="prerendered-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    queries: Array<{ queryKey: unknown[]; data: unknown }>;
    formatted: Array<[string, string]>;
  };
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
// Intl writes French amounts with a no-break space ("7,80 $").
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a guest’s public pages', () => {
  it('carry their styles, the site’s and the screen’s, allowed by their hashes and nothing else inline', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/shop', headers: { 'accept-language': 'en-CA' } });
    const styles = [...response.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    // The site's, the screen's, and the screen's parts it shares with another screen (the cart's notice with a product's page).
    expect(styles.length).toBeGreaterThanOrEqual(2);
    // Each stylesheet is named by a disabled link, which the browser never fetches.
    const links = [...response.body.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    expect(links).toHaveLength(styles.length);
    for (const link of links) expect(link).toMatch(/^<link rel="stylesheet" href="\/assets\/[\w-]+\.css" disabled>$/);
    const policy = String(response.headers['content-security-policy']);
    const allowed = /style-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(allowed).toEqual(["'self'", ...styles.map(hashOf)]);
  });

  it('start the app from one inline script, allowed by its hash, which loads the page’s scripts once it has painted', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/shop', headers: { 'accept-language': 'en-CA' } });
    const scripts = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    const policy = String(response.headers['content-security-policy']);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toEqual(["'self'", hashOf(scripts[0]!)]);
    // No module script or preload tag makes the first paint wait: the boot script names them
    // (and preloads all but the entry itself, once the page has painted: page-boot.ts).
    expect(response.body).not.toMatch(/<script type="module"|<link[^>]*modulepreload/);
    expect(scripts[0]).toMatch(/"\/assets\/index-[\w-]+\.js"/);
    expect(scripts[0]).toMatch(/"\/assets\/shop-[\w-]+\.js"/);
    expect(scripts[0]).toContain('addEventListener("load"');
  });

  it('come as a guest’s, with the texts they formatted for the browser to reuse', async () => {
    const data = dataOf(await page('/shop'));
    expect(data.queries).toContainEqual(expect.objectContaining({ queryKey: ['session'], data: null }));
    // The prices as the page shows them, by call (format.ts), so hydrating them starts no Intl.
    expect(data.formatted).toContainEqual(['money:en-CA:CAD|7.8', '$7.80']);
    expect(data.formatted).toContainEqual(['price:en-CA:CAD|10', '$10']);
    expect(dataOf(plain(await page('/fr/shop', { 'accept-language': 'fr-CA' }))).formatted).toContainEqual(['money:fr-CA:CAD|7.8', '7,80 $']);
  });

  it('come with their content, title, data and the screen’s styles, before any script runs', async () => {
    const home = await page('/');
    expect(home).toContain('<title>Pet Haven | Pet shop and pet care in Hamilton, Ontario</title>');
    expect(root(home)).toContain('Welcome to Pet Haven');
    expect(root(home)).toContain('Small Dog Food');
    expect(root(home)).toContain('$7.80');
    expect(dataOf(home).queries.map((query) => query.queryKey[0])).toContain('products');

    const shop = await page('/shop');
    expect(shop).toContain('<title>Shop Products | Pet Haven</title>');
    expect((root(shop).match(/<article /g) ?? []).length).toBe(9);

    for (const [url, words] of [['/our-story', 'Our Story'], ['/contact', 'Contact'], ['/blog/1', 'Winter Paw and Coat Care']] as const) {
      expect(root(await page(url))).toContain(words);
    }
  });

  it('come in French at the French address, with French prices and the link back to English', async () => {
    const shop = plain(await page('/fr/shop', { 'accept-language': 'fr-CA' }));
    expect(shop).toContain('<html lang="fr-CA"');
    expect(shop).toContain('<title>Nos produits | Pet Haven</title>');
    expect(root(shop)).toContain('7,80 $');
    // React writes the attribute hrefLang; HTML names are case-insensitive.
    expect(root(shop)).toMatch(/<a href="\/shop" hreflang="en-CA" lang="en-CA"[^>]*>English<\/a>/i);
  });

  it('show a new price in the very next page served', async () => {
    const rope = (html: string) => /Rope for Dogs<\/a><\/h2>[\s\S]*?<p class="[^"]*price[^"]*">([^<]*)</.exec(root(html))?.[1];
    expect(rope(await page('/shop'))).toBe('$10');
    await changeProduct(owner, 2, { price: '11.25' });
    expect(rope(await page('/shop'))).toBe('$11.25');
    expect(root(await page('/'))).toContain('$11.25');
    await changeProduct(owner, 2, { price: '10' });
    expect(rope(await page('/shop'))).toBe('$10');
  });

  it('show the owner’s new tagline in the very next home page served, in its language only', async () => {
    const setTagline = (locale: string, value: string) => owner.request('PUT', '/api/console/shop-texts/tagline', { locale, value });
    expect((await setTagline('fr-CA', 'Tout pour vos compagnons, à deux pas de chez vous.')).statusCode).toBe(200);
    expect(root(await page('/fr', { 'accept-language': 'fr-CA' }))).toContain('Tout pour vos compagnons, à deux pas de chez vous.');
    expect(root(await page('/'))).not.toContain('Tout pour vos compagnons');
    expect((await setTagline('fr-CA', '')).statusCode).toBe(200);
    expect(root(await page('/fr', { 'accept-language': 'fr-CA' }))).not.toContain('Tout pour vos compagnons');
  });

  it('are left to the browser for someone signed in and for an address with a query', async () => {
    const client = new ApiClient(t.app);
    await client.signUp(newUser());
    const signedIn = await client.get('/shop');
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).not.toContain('prerendered-data');

    expect(await page('/shop?product=3')).toContain('<div id="root"></div>');
    expect(await page('/shop?page=2&utm_source=mail')).toContain('<div id="root"></div>');
  });

  it('are not made for the screens behind a sign-in', async () => {
    for (const url of ['/login', '/cart', '/profile', '/console']) expect(await page(url)).toContain('<div id="root"></div>');
  });
});

describe('the console’s old address', () => {
  it('sends /admin and its screens, in either language, to /console for good, keeping the rest of the address', async () => {
    for (const [from, to] of [
      ['/admin', '/console'],
      ['/admin/orders?status=paid', '/console/orders?status=paid'],
      ['/fr/admin/hours', '/fr/console/hours'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: from!, headers: { 'accept-language': 'en-CA' } });
      expect([response.statusCode, response.headers.location]).toEqual([301, to]);
    }
    // Only the console's own path moved: an address that merely begins with the letters is a page like any other.
    expect((await t.app.inject({ method: 'GET', url: '/administrator', headers: { 'accept-language': 'en-CA' } })).statusCode).toBe(200);
  });
});

describe('the home page with a big catalogue (issue 28)', () => {
  const slideLinks = (html: string) => [...root(html).matchAll(/href="\/shop\?product=(\d+)"/g)].map((match) => Number(match[1]));

  it('carries nine products however many the shop has, and a new best seller once the sales are counted again', async () => {
    const before = await page('/');
    expect(slideLinks(before)).toHaveLength(9);
    const added = await insertTestProducts(t.database.db, 30);

    const after = await page('/');
    expect(slideLinks(after)).toEqual(slideLinks(before));
    // Not a byte more: the 30 new products are in neither the markup nor the data.
    expect(after.length).toBe(before.length);
    const queries = dataOf(after).queries;
    expect(queries.map((query) => query.queryKey)).toContainEqual(['products', 'trending']);
    expect(queries.map((query) => query.queryKey)).not.toContainEqual(['products']);

    // The 30th new product sells: it shows first once the best sellers are counted again.
    const bestSeller = added.at(-1)!;
    const id = randomUUID();
    await t.database.db.insert(users).values({ id: 'home-page-buyer', name: 'Home Buyer', email: 'home-buyer@example.com', emailVerified: true });
    await t.database.db.insert(orders).values({
      id, userId: 'home-page-buyer', status: 'paid', subtotalCents: 1_234, taxCents: 160, totalCents: 1_394, taxRateBasisPoints: 1300,
      currency: 'CAD', paymentProvider: 'test', paymentSessionId: `session-${id}`, paidAt: new Date(clock - 60_000),
    });
    await t.database.db.insert(orderLines).values({ orderId: id, productId: bestSeller.id, variantId: onlyVariantOf(bestSeller.id), productName: bestSeller.name, imagePath: bestSeller.imagePath, unitPriceCents: 1_234, quantity: 1 });
    expect(slideLinks(await page('/'))).not.toContain(bestSeller.id);
    clock += TRENDING_FRESH_MS;
    const counted = await page('/');
    expect(slideLinks(counted)).toEqual([bestSeller.id, ...slideLinks(before).slice(0, 8)]);
    expect(root(counted)).toContain(bestSeller.carouselName);
  });
});

describe('the shop’s listing with a big catalogue (issue 28)', () => {
  const cards = (html: string) => (root(html).match(/<article /g) ?? []).length;
  const names = (html: string) => [...root(html).matchAll(/<h2[^>]*><a[^>]*>([^<]*)<\/a><\/h2>/g)].map((match) => match[1]);

  it('carries one page of cards and data however many products the shop has, and links to the next pages', async () => {
    await insertTestProducts(t.database.db, 60);
    const shop = await page('/shop');
    expect(cards(shop)).toBe(PRODUCT_PAGE_SIZE);
    const listing = dataOf(shop).queries.find((query) => query.queryKey[1] === 'list')!.data as { products: unknown[]; total: number };
    expect(listing.products).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(listing.total).toBeGreaterThan(2 * PRODUCT_PAGE_SIZE);
    expect(root(shop)).toMatch(/<nav aria-label="Pages"[\s\S]*<a [^>]*href="\/shop\?page=2"[^>]*>2<\/a>/);
    // Issue 28's ceiling for the first page, whatever the catalogue's size.
    expect(gzipSync(shop).length).toBeLessThan(50 * 1024);
  });

  it('renders a later page, and a filtered and sorted one, on the server too, each its own canonical address', async () => {
    const second = await page('/shop?page=2');
    expect(cards(second)).toBe(PRODUCT_PAGE_SIZE);
    expect(names(second)).not.toContain('Small Dog Food');
    expect(second).toContain(`<link rel="canonical" href="${TEST_BASE_URL}/shop?page=2" />`);
    expect(root(second)).toMatch(/<a [^>]*href="\/shop\?page=2"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/shop\?page=2"/);

    const dogToys = await page('/shop?category=dog&category=toys&sort=price-desc');
    expect(names(dogToys)).toEqual(['Ball Launcher', 'Rope for Dogs', 'Rubber Frisbee', 'Giraffe Plush Toy']);
    const french = plain(await page('/fr/shop?page=2', { 'accept-language': 'fr-CA' }));
    expect(cards(french)).toBe(PRODUCT_PAGE_SIZE);
    expect(root(french)).toContain('Suivante');
  });
});

describe('a product’s page (issue 28)', () => {
  const head = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(head(html))?.[1];
  const structuredData = (html: string) => {
    const scripts = [...head(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    return JSON.parse(scripts[0]!) as Record<string, unknown> & { offers: Record<string, unknown> };
  };
  const base = TEST_BASE_URL;

  it('comes complete, with its breadcrumbs, picture first to load, name, price and stock state', async () => {
    const html = await page('/shop/rope-for-dogs');
    expect(html).toContain('<title>Rope for Dogs | Pet Haven</title>');
    const body = root(html);
    expect(body).toMatch(/<nav aria-label="Breadcrumb"[^>]*>[\s\S]*<a [^>]*href="\/"[^>]*>Home<\/a>[\s\S]*<a [^>]*href="\/shop"[^>]*>Shop<\/a>[\s\S]*<span aria-current="page">Rope for Dogs<\/span>/);
    expect(body).toMatch(/<img [^>]*width="400" height="400"[^>]*fetchPriority="high"|<img [^>]*fetchpriority="high"[^>]*width="400"/i);
    expect(body).toMatch(/<h1[^>]*>Rope for Dogs<\/h1>/);
    expect(body).toContain('$10');
    expect(body).toContain('In stock');
  });

  it('says in its head what it is: description, canonical and alternates, Open Graph tags and a schema.org Product with an Offer in CAD', async () => {
    const html = await page('/shop/rope-for-dogs');
    const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(head(html))?.[1];
    expect(description).toBeTruthy();
    expect(head(html)).toContain(`<link rel="canonical" href="${base}/shop/rope-for-dogs" />`);
    expect(head(html)).toContain(`<link rel="alternate" hreflang="fr-CA" href="${base}/fr/shop/rope-for-dogs" />`);
    expect([meta(html, 'og:type'), meta(html, 'og:title'), meta(html, 'og:url')]).toEqual(['product', 'Rope for Dogs', `${base}/shop/rope-for-dogs`]);
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${base}/images/products/[\\w-]+\\.svg$`));

    const product = structuredData(html);
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Rope for Dogs', sku: '2', url: `${base}/shop/rope-for-dogs` });
    expect(product.description).toBe(description);
    expect(product.image).toEqual([meta(html, 'og:image')]);
    expect(product.offers).toEqual({ '@type': 'Offer', url: `${base}/shop/rope-for-dogs`, price: '10.00', priceCurrency: 'CAD', availability: 'https://schema.org/InStock' });
    // Data, not a script the CSP must allow: the boot script stays the only inline one allowed.
    const response = await t.app.inject({ method: 'GET', url: '/shop/rope-for-dogs', headers: { 'accept-language': 'en-CA' } });
    expect(/script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ')).toHaveLength(2);
  });

  it('comes in French at its French address, with the same slug', async () => {
    const html = plain(await page('/fr/shop/rope-for-dogs', { 'accept-language': 'fr-CA' }));
    expect(html).toContain('<html lang="fr-CA"');
    expect(head(html)).toContain(`<link rel="canonical" href="${base}/fr/shop/rope-for-dogs" />`);
    expect(root(html)).toContain('10 $');
    expect(root(html)).toContain('En stock');
    expect(root(html)).toMatch(/<nav aria-label="Fil d’Ariane"/);
    expect(structuredData(html)).toMatchObject({ url: `${base}/fr/shop/rope-for-dogs`, offers: { price: '10.00', priceCurrency: 'CAD' } });
    expect(meta(html, 'og:locale')).toBe('fr_CA');
  });

  it('keeps a name with "</script>" in it from ending its data early', async () => {
    await changeProduct(owner, 6, { name: 'Laser </script><script>alert(1)</script> Toy' });
    const html = await page('/shop/laser-tease-toy');
    expect(html).not.toContain('<script>alert(1)');
    expect(structuredData(html).name).toBe('Laser </script><script>alert(1)</script> Toy');
    expect(meta(html, 'og:title')).toBe('Laser &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Toy');
    await changeProduct(owner, 6, { name: 'Laser Tease Toy' });
  });

  it('says out of stock, in the page and its data, in the very next page once the shelf is empty', async () => {
    await changeProduct(owner, 8, { stock: 0 });
    const html = await page('/shop/rubber-frisbee');
    expect(root(html)).toContain('Out of stock');
    expect(structuredData(html).offers.availability).toBe('https://schema.org/OutOfStock');
    await changeProduct(owner, 8, { stock: 50 });
    expect(structuredData(await page('/shop/rubber-frisbee')).offers.availability).toBe('https://schema.org/InStock');
  });

  it('answers 404 with a page saying so for an unknown slug, a malformed one and a product taken off sale', async () => {
    await changeProduct(owner, 9, { active: false });
    for (const url of ['/shop/no-such-product', '/shop/Not_A_Slug', '/shop/ball-launcher']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-CA' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Product Not Found | Pet Haven</title>');
      expect(root(response.body)).toContain('Sorry, the product you&#x27;re looking for doesn&#x27;t exist.');
      expect(head(response.body)).not.toContain('application/ld+json');
    }
    const french = await t.app.inject({ method: 'GET', url: '/fr/shop/no-such-product', headers: { 'accept-language': 'fr-CA' } });
    expect(french.statusCode).toBe(404);
    expect(root(french.body)).toContain('Produit introuvable');
    await changeProduct(owner, 9, { active: true });
    expect((await t.app.inject({ method: 'GET', url: '/shop/ball-launcher', headers: { 'accept-language': 'en-CA' } })).statusCode).toBe(200);
  });
});
