import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/contracts/errors';
import { createTestApp, TEST_BASE_URL, type TestApp } from './test/test-app';

/** A small built site, laid out as `npm run build` lays out dist/web. */
function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pet-haven-web-'));
  mkdirSync(join(dir, 'assets'));
  const html =
    '<!doctype html><html lang="en-CA"><head><meta name="description" content="Pet food" /><title>Pet Haven</title></head><body><div id="root"></div></body></html>';
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(html));
  const js = 'console.log("pet haven");'.repeat(50);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), js);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(js));
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDir: builtSite() });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });
});

describe('errors', () => {
  it('answers an unknown API route with the one error shape', async () => {
    const response = await t.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual protections on pages and API alike', async () => {
    for (const url of ['/', '/api/products']) {
      const { headers } = await t.app.inject(url);
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toBeUndefined(); // http in tests
    }
  });
});

describe('the built web app', () => {
  it('serves client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/shop?product=3', '/blog/2', '/somewhere/unknown']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and sends the brotli file made at build time', async () => {
    const response = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed too', async () => {
    const response = await t.app.inject({ url: '/blog/1', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await t.app.inject('/assets/index-OldHash0.js');
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('pages in English and French (ADR 0015)', () => {
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('serves French pages under /fr, with lang, French words and links to both languages', async () => {
    const response = await page('/fr/shop?product=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('fr-CA');
    expect(response.body).toContain('<html lang="fr-CA"');
    expect(response.body).toContain('<title>Pet Haven | Animalerie et soins pour animaux à Hamilton, Ontario</title>');
    expect(response.body).not.toContain('content="Pet food"');
    expect(response.body).toContain(`<link rel="alternate" hreflang="en-CA" href="${TEST_BASE_URL}/shop" />`);
    expect(response.body).toContain(`<link rel="alternate" hreflang="fr-CA" href="${TEST_BASE_URL}/fr/shop" />`);
    expect(response.body).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_BASE_URL}/shop" />`);
    // Its canonical address is the page in its own language, without the query.
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_BASE_URL}/fr/shop" />`);
    expect((await page('/fr')).body).toContain(`hreflang="en-CA" href="${TEST_BASE_URL}/"`);
  });

  it('keeps English pages as built, with the same links, for a visitor with no other preference', async () => {
    const response = await page('/our-story', { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en-CA"');
    expect(response.body).toContain('<title>Pet Haven</title>');
    expect(response.body).toContain('content="Pet food"');
    expect(response.body).toContain(`<link rel="alternate" hreflang="fr-CA" href="${TEST_BASE_URL}/fr/our-story" />`);
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('sends a first visit whose browser prefers French to the French page, query kept', async () => {
    const response = await page('/shop?product=3', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fr/shop?product=3');
    expect((await page('/', { 'accept-language': 'fr' })).headers.location).toBe('/fr');
  });

  it('follows the remembered choice over the browser, both ways', async () => {
    const french = await page('/contact', { cookie: 'pet-haven-locale=fr-CA', 'accept-language': 'en-CA' });
    expect(french.headers.location).toBe('/fr/contact');
    const english = await page('/contact', { cookie: 'pet-haven-locale=en-CA', 'accept-language': 'fr-CA' });
    expect(english.statusCode).toBe(200);
    // A French address stays French whatever is remembered: it was asked for.
    expect((await page('/fr/contact', { cookie: 'pet-haven-locale=en-CA' })).statusCode).toBe(200);
  });

  it('compresses the French page too', async () => {
    const response = await t.app.inject({ url: '/fr/blog/1', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('the API contract', () => {
  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/products');
  });
});
