import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@shared/contracts/owner';
import { consoleShopTextsResponseSchema, shopTextsResponseSchema } from '@shared/contracts/translations';
import { ApiClient } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The shop's own texts (tagline, about, contact notes) in each language (issue 16 item 4). */

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpOwner(t)).client;
});
afterAll(() => t.close());

const publicTexts = async (query = '', headers: Record<string, string> = {}) =>
  shopTextsResponseSchema.parse((await t.app.inject({ url: `/api/shop/texts${query}`, headers })).json()).texts;
const consoleTexts = async () => consoleShopTextsResponseSchema.parse((await owner.get('/api/console/shop-texts')).json()).texts;
const setText = (key: string, locale: string, value: string) => owner.request('PUT', `/api/console/shop-texts/${key}`, { locale, value });

describe('the shop’s texts', () => {
  it('keep the built-in words in every language until the owner words them, and nothing is missing then', async () => {
    expect(await publicTexts('?locale=en-CA')).toEqual({ tagline: null, about: null, contactNotes: null });
    expect(await publicTexts('?locale=fr-CA')).toEqual({ tagline: null, about: null, contactNotes: null });
    expect((await consoleTexts()).map((text) => [text.key, text.missing])).toEqual([
      ['tagline', []],
      ['about', []],
      ['contactNotes', []],
      ['privacy', []],
      ['terms', []],
    ]);
  });

  it('shows the owner’s English to French readers until it is worded in French, and lists French as missing', async () => {
    expect((await setText('tagline', 'en-CA', '  Hamilton’s friendliest pet shop.  ')).statusCode).toBe(200);
    expect((await publicTexts('?locale=en-CA')).tagline).toBe('Hamilton’s friendliest pet shop.');
    expect((await publicTexts('?locale=fr-CA')).tagline).toBe('Hamilton’s friendliest pet shop.');
    expect((await consoleTexts()).find((text) => text.key === 'tagline')).toEqual({
      key: 'tagline',
      values: { 'en-CA': 'Hamilton’s friendliest pet shop.', 'fr-CA': null },
      missing: ['fr-CA'],
    });

    const saved = await setText('tagline', 'fr-CA', 'L’animalerie la plus sympathique de Hamilton.');
    expect(consoleShopTextsResponseSchema.parse(saved.json()).texts.find((text) => text.key === 'tagline')!.missing).toEqual([]);
    expect((await publicTexts('?locale=fr-CA')).tagline).toBe('L’animalerie la plus sympathique de Hamilton.');
    // Without ?locale, the reader's language: the remembered one, else the browser's.
    expect((await publicTexts('', { cookie: 'pet-haven-locale=fr-CA' })).tagline).toBe('L’animalerie la plus sympathique de Hamilton.');
    expect((await publicTexts('', { 'accept-language': 'en-US' })).tagline).toBe('Hamilton’s friendliest pet shop.');
  });

  it('puts the built-in words back when emptied, and records each change', async () => {
    await setText('contactNotes', 'fr-CA', 'Appelez-nous avant de passer.');
    expect((await consoleTexts()).find((text) => text.key === 'contactNotes')!.missing).toEqual(['en-CA']);
    await setText('contactNotes', 'fr-CA', '');
    expect((await publicTexts('?locale=fr-CA')).contactNotes).toBeNull();
    expect((await consoleTexts()).find((text) => text.key === 'contactNotes')!.missing).toEqual([]);

    const log = (await owner.get('/api/console/audit')).json() as AuditPage;
    const changes = log.events.filter((event) => event.action === 'shopText.updated' && event.subject === 'shopText:contactNotes');
    expect(changes.map((event) => event.details)).toEqual([
      { key: 'contactNotes', locale: 'fr-CA', changes: { contactNotes: ['Appelez-nous avant de passer.', ''] } },
      { key: 'contactNotes', locale: 'fr-CA', changes: { contactNotes: ['', 'Appelez-nous avant de passer.'] } },
    ]);
  });

  it('refuses an unknown text or language, control characters and a text too long', async () => {
    expect((await setText('slogan', 'fr-CA', 'x')).statusCode).toBe(422);
    expect((await setText('about', 'de-DE', 'x')).statusCode).toBe(422);
    expect((await setText('about', 'fr-CA', 'a\u0007b')).statusCode).toBe(422);
    const tooLong = await setText('about', 'fr-CA', 'x'.repeat(1001));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.fields).toEqual({ value: 'This text can be at most 1000 characters.' });
    expect((await t.app.inject('/api/shop/texts?locale=xx')).statusCode).toBe(422);
  });

  it('are worded by the owner alone', async () => {
    const customer = new ApiClient(t.app);
    await customer.signUp({ name: 'Pat Customer', email: `pat.${Date.now()}@example.com`, password: 'correct horse 42' });
    expect((await customer.request('PUT', '/api/console/shop-texts/about', { locale: 'fr-CA', value: 'Pirate' })).statusCode).toBe(403);
    expect((await new ApiClient(t.app).get('/api/console/shop-texts')).statusCode).toBe(401);
    expect((await publicTexts('?locale=fr-CA')).about).toBeNull();
  });
});
