import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleShopTextsResponseSchema, shopPageResponseSchema } from '@shared/contracts/translations';
import { webDistDir } from '../../config/project-paths';
import type { ApiClient } from '../../test/api-client';
import { expectOwnerOnly, signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The shop's own pages (issue 30 item 5): /privacy and /terms, their built-in text, the owner's words, at once. */

if (!existsSync(join(webDistDir, '..', 'ssr', 'entry-server.js'))) {
  throw new Error('These tests need the built site and its page renderer: run `npm run build` first (npm test does).');
}

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ webDir: webDistDir });
  owner = (await signUpOwner(t)).client;
});
afterAll(() => t.close());

const pageText = async (page: string, locale: string) => {
  const response = await t.app.inject({ url: `/api/shop/pages/${page}?locale=${locale}` });
  expect(response.statusCode, response.body).toBe(200);
  return shopPageResponseSchema.parse(response.json()).text;
};
const html = async (url: string) => {
  const response = await t.app.inject({ url, headers: { 'accept-language': 'en-CA' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};
/** The page's visible body, before its data script. */
const body = (page: string) => /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(page)?.[1] ?? '';
const setPage = (page: string, locale: string, value: string) => owner.request('PUT', `/api/console/shop-texts/${page}`, { locale, value });

describe('the privacy policy and the terms', () => {
  it('are public pages, prerendered in both languages with their built-in text naming the shop, and linked from every page’s footer', async () => {
    expect(await pageText('privacy', 'en-CA')).toBeNull();
    expect(await pageText('terms', 'fr-CA')).toBeNull();

    const privacy = body(await html('/privacy'));
    expect(privacy).toContain('<h1 id="shop-page-heading">Privacy Policy</h1>');
    expect(privacy).toContain('PIPEDA');
    expect(privacy).toContain('Sales records (orders, refunds and taxes) are kept for 6 years');
    expect(privacy).toContain('128 James Street North, Hamilton ON L8R 2K9');
    expect(body(await html('/fr/privacy'))).toContain('Politique de confidentialité</h1>');
    expect(body(await html('/fr/privacy'))).toContain('LPRPDE');
    expect(body(await html('/terms'))).toContain('Terms of Sale and Booking</h1>');
    expect(body(await html('/fr/terms'))).toContain('Conditions de vente et de réservation</h1>');

    const home = body(await html('/'));
    expect(home).toContain('href="/privacy"');
    expect(home).toContain('href="/terms"');
    expect(body(await html('/fr'))).toContain('href="/fr/privacy"');
  });

  it('show the owner’s words at once after an edit, markup shown as text, English standing in until French is worded', async () => {
    const before = body(await html('/privacy'));
    const words = '## Who we are\n\nWe are <script>alert("owned")</script> a small shop.\n\n- <img src=x onerror=alert(1)>\n- Second item';
    const saved = await setPage('privacy', 'en-CA', words);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(consoleShopTextsResponseSchema.parse(saved.json()).texts.find((text) => text.key === 'privacy')!.missing).toEqual(['fr-CA']);

    const after = body(await html('/privacy'));
    expect(after).not.toEqual(before);
    expect(after).toContain('<h2>Who we are</h2>');
    expect(after).toContain('We are &lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; a small shop.');
    expect(after).toContain('<li>&lt;img src=x onerror=alert(1)&gt;</li>');
    expect(after).not.toContain('<script>alert');
    expect(after).not.toContain('PIPEDA');
    // The French page shows the owner's English until the owner words it in French.
    expect(body(await html('/fr/privacy'))).toContain('<h2>Who we are</h2>');
    expect((await setPage('privacy', 'fr-CA', 'Nous sommes une petite boutique.')).statusCode).toBe(200);
    expect(body(await html('/fr/privacy'))).toContain('<p>Nous sommes une petite boutique.</p>');
    expect(await pageText('privacy', 'fr-CA')).toBe('Nous sommes une petite boutique.');

    // Emptied, the built-in text is back.
    expect((await setPage('privacy', 'en-CA', '')).statusCode).toBe(200);
    expect(body(await html('/privacy'))).toContain('PIPEDA');
    // The terms were never touched.
    expect(await pageText('terms', 'en-CA')).toBeNull();
  });

  it('are edited by the owner alone, and a bad edit is refused with its reason and changes nothing', async () => {
    await expectOwnerOnly(t, owner, (client) => client.request('PUT', '/api/console/shop-texts/terms', { locale: 'en-CA', value: 'Anything goes.' }), 200, () =>
      pageText('terms', 'en-CA'),
    );
    expect(await pageText('terms', 'en-CA')).toBe('Anything goes.');

    const tooLong = await setPage('terms', 'en-CA', 'x'.repeat(30_001));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.fields).toEqual({ value: 'This text can be at most 30000 characters.' });
    expect((await setPage('terms', 'en-CA', 'a\u0000b')).statusCode).toBe(422);
    expect((await setPage('terms', 'xx-XX', 'Hello')).statusCode).toBe(422);
    expect(await pageText('terms', 'en-CA')).toBe('Anything goes.');
    // A long page is fine where a tagline is not.
    expect((await setPage('terms', 'en-CA', 'y'.repeat(30_000))).statusCode).toBe(200);
    expect((await setPage('tagline', 'en-CA', 'y'.repeat(1_001))).statusCode).toBe(422);

    expect((await t.app.inject({ url: '/api/shop/pages/cookies' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/shop/pages/terms?locale=xx' })).statusCode).toBe(422);
  });

  it('are in the API document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/shop/pages/{page}');
  });
});
