import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@shared/contracts/owner';
import { consoleTranslationItemSchema, consoleTranslationsResponseSchema } from '@shared/contracts/translations';
import { productListResponseSchema } from '@shared/contracts/products';
import { serviceCatalogResponseSchema } from '@shared/contracts/booking';
import { ApiClient } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The owner's words for products, services and categories in French (issue 16 item 4). */

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpOwner(t)).client;
});
afterAll(() => t.close());

const french = { cookie: 'pet-haven-locale=fr-CA' };
const translate = (kind: string, id: string | number, body: Record<string, string>) =>
  owner.request('PUT', `/api/console/translations/${kind}/${id}`, { locale: 'fr-CA', ...body });
const consoleList = async () => consoleTranslationsResponseSchema.parse((await owner.get('/api/console/translations')).json()).items;
const itemOf = async (kind: string, id: string) => (await consoleList()).find((item) => item.kind === kind && item.id === id)!;
const products = async (headers: Record<string, string> = {}) =>
  productListResponseSchema.parse((await t.app.inject({ url: '/api/products', headers })).json()).products;

describe('translating the catalogue', () => {
  it('lists every item with what French lacks, and a saved field is no longer missing', async () => {
    const before = await itemOf('product', '2');
    expect(before.english).toMatchObject({ name: 'Rope for Dogs', description: 'A braided cotton tug rope that also helps keep teeth clean.' });
    // Its carousel name is only its name again, so the translated name serves for it.
    expect(before.missing['fr-CA']).toEqual(['name', 'description', 'imageAlt']);
    expect((await itemOf('service', 'test-grooming')).missing['fr-CA']).toEqual(['name', 'description']);
    expect((await itemOf('category', 'grooming')).missing['fr-CA']).toEqual(['name', 'description']);
    // "Giraffe Plush" is shorter than "Giraffe Plush Toy": its carousel needs its own French.
    expect((await itemOf('product', '3')).missing['fr-CA']).toContain('carouselName');

    const saved = await translate('product', 2, { name: 'Corde pour chiens', description: 'Une corde de coton tressé à tirer, qui aide aussi à garder les dents propres.' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(consoleTranslationItemSchema.parse(saved.json())).toMatchObject({
      translations: { 'fr-CA': { name: 'Corde pour chiens' } },
      missing: { 'fr-CA': ['imageAlt'] },
    });
    expect((await itemOf('product', '2')).missing['fr-CA']).toEqual(['imageAlt']);
  });

  it('shows French readers the French words, falling back to English, and English readers the English as ever', async () => {
    await translate('product', 1, { name: 'Nourriture pour petits chiens', imageAlt: 'Un sac de nourriture pour petits chiens' });
    const inFrench = await products(french);
    const dogFood = inFrench.find((product) => product.id === 1)!;
    expect(dogFood).toMatchObject({
      name: 'Nourriture pour petits chiens',
      carouselName: 'Nourriture pour petits chiens',
      // Not translated: English.
      description: 'Complete kibble sized for small jaws, with chicken and brown rice.',
      image: { alt: 'Un sac de nourriture pour petits chiens' },
    });
    expect(inFrench.find((product) => product.id === 9)!.name).toBe('Ball Launcher');
    // The browser's preference alone does it too, when nothing is remembered.
    expect((await products({ 'accept-language': 'fr-CA,fr;q=0.9' })).find((product) => product.id === 1)!.name).toBe('Nourriture pour petits chiens');

    const inEnglish = await products({ 'accept-language': 'en-CA' });
    expect(inEnglish.find((product) => product.id === 1)).toMatchObject({ name: 'Small Dog Food', carouselName: 'Small Dog Food' });
    expect((await t.app.inject('/api/products')).headers.vary).toContain('Accept-Language');
  });

  it('names services and categories in French for booking, and an emptied field shows English again', async () => {
    await translate('category', 'grooming', { name: 'Toilettage', description: 'Bains, coupes et petites retouches.' });
    await translate('service', 'test-grooming', { name: 'Service de toilettage test' });
    const catalog = serviceCatalogResponseSchema.parse((await t.app.inject({ url: '/api/services', headers: french })).json());
    const grooming = catalog.categories.find((category) => category.id === 'grooming')!;
    expect(grooming).toMatchObject({ name: 'Toilettage', description: 'Bains, coupes et petites retouches.' });
    expect(grooming.services.find((service) => service.id === 'test-grooming')).toMatchObject({
      name: 'Service de toilettage test',
      description: 'A wash, brush and nail trim for your dog.',
    });

    expect((await translate('service', 'test-grooming', { name: '' })).statusCode).toBe(200);
    const again = serviceCatalogResponseSchema.parse((await t.app.inject({ url: '/api/services', headers: french })).json());
    expect(again.categories.flatMap((category) => category.services).find((service) => service.id === 'test-grooming')!.name).toBe('Test Grooming Service');
    expect((await itemOf('service', 'test-grooming')).missing['fr-CA']).toEqual(['name', 'description']);
  });

  it('records each change in the audit log, and records nothing when nothing changed', async () => {
    await translate('category', 'training', { name: 'Dressage' });
    await translate('category', 'training', { name: 'Dressage' });
    const log = (await owner.get('/api/console/audit')).json() as AuditPage;
    const changes = log.events.filter((event) => event.action === 'translation.updated' && event.subject === 'category:training');
    expect(changes).toHaveLength(1);
    expect(changes[0]!.details).toEqual({ name: 'Training', locale: 'fr-CA', changes: { name: ['', 'Dressage'] } });
  });

  it('refuses a field the item does not have, a text longer than the English may be, an unknown item or language', async () => {
    const noCarousel = await translate('service', 'test-grooming', { carouselName: 'Toilettage' });
    expect(noCarousel.statusCode).toBe(422);
    expect(noCarousel.json().error.fields).toEqual({ carouselName: 'This kind of item has no such text.' });

    const tooLong = await translate('category', 'grooming', { name: 'x'.repeat(41) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.fields).toEqual({ name: 'This text can be at most 40 characters.' });

    expect((await translate('product', 99_999, { name: 'Rien' })).statusCode).toBe(404);
    expect((await translate('product', 'not-a-number', { name: 'Rien' })).statusCode).toBe(404);
    expect((await translate('animal', 1, { name: 'Rien' })).statusCode).toBe(422);
    const english = await owner.request('PUT', '/api/console/translations/product/1', { locale: 'en-CA', name: 'Dog Food' });
    expect(english.statusCode).toBe(422);
    expect((await translate('product', 1, { name: 'a\u0000b' })).statusCode).toBe(422);
    expect((await translate('product', 1, { price: '1' })).statusCode).toBe(422);
    // The refusal is in the reader's language too.
    const refusedInFrench = await owner.request('PUT', '/api/console/translations/category/grooming', { locale: 'fr-CA', name: 'x'.repeat(41) }, { 'accept-language': 'fr-CA' });
    expect(refusedInFrench.json().error.fields).toEqual({ name: 'Ce texte peut compter au plus 40 caractères.' });
  });

  it('is the owner’s alone', async () => {
    const customer = new ApiClient(t.app);
    await customer.signUp({ name: 'Pat Customer', email: `pat.${Date.now()}@example.com`, password: 'correct horse 42' });
    expect((await customer.request('PUT', '/api/console/translations/product/1', { locale: 'fr-CA', name: 'Pirate' })).statusCode).toBe(403);
    expect((await new ApiClient(t.app).get('/api/console/translations')).statusCode).toBe(401);
    expect((await products(french)).find((product) => product.id === 1)!.name).not.toBe('Pirate');
  });
});
