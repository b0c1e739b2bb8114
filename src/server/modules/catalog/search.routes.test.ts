import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleProductSchema, type ProductBody } from '@shared/contracts/console-catalogue';
import { apiErrorSchema } from '@shared/contracts/errors';
import { searchResponseSchema } from '@shared/contracts/search';
import { ApiClient, newUser } from '../../test/api-client';
import { changeProduct, newProductBody, signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The shop's search (issue 28): typos and accents forgiven, in English and French, best
 * first, only what is on sale, and categories to browse when nothing matches.
 */

let t: TestApp;
let owner: ApiClient;
const made: Record<string, number> = {};

async function createProduct(fields: Partial<ProductBody>) {
  const response = await owner.post('/api/console/products', newProductBody(fields));
  expect(response.statusCode, response.body).toBe(201);
  return consoleProductSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpOwner(t)).client;
  for (const name of ['Grain-Free Kibble', 'Kibble', 'Kibble Bites', 'Pâtée Crème Brûlée']) made[name] = (await createProduct({ name })).id;
  made['Hamster Wheel'] = (await createProduct({ name: 'Hamster Wheel', active: false })).id;
  const saved = await owner.request('PUT', '/api/console/translations/product/4', { locale: 'fr-CA', name: 'Nourriture en conserve pour chat' });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, locale = 'en-CA') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
async function search(q: string, locale = 'en-CA', limit?: number) {
  const response = await get(`/api/search?${new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) }).toString()}`, locale);
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}
const namesFound = async (q: string, locale = 'en-CA') => (await search(q, locale)).products.map((product) => product.name);

describe('GET /api/search', () => {
  it('forgives a typo in English: "kible" finds every kibble', async () => {
    expect(new Set(await namesFound('kible'))).toEqual(new Set(['Kibble', 'Kibble Bites', 'Grain-Free Kibble']));
  });

  it('ranks the whole name first, then names that start with the search, then names that hold it', async () => {
    expect(await namesFound('kibble')).toEqual(['Kibble', 'Kibble Bites', 'Grain-Free Kibble']);
    expect((await namesFound('rope for dogs'))[0]).toBe('Rope for Dogs');
  });

  it('ignores accents and case, both ways', async () => {
    expect(await namesFound('patee creme')).toEqual(['Pâtée Crème Brûlée']);
    expect(await namesFound('PÂTÉE')).toEqual(['Pâtée Crème Brûlée']);
    expect((await namesFound('cânned cät'))[0]).toBe('Canned Cat Food');
  });

  it('finds a product through its French name, and names it in the reader’s language', async () => {
    expect((await namesFound('nourriture chat', 'fr-CA'))[0]).toBe('Nourriture en conserve pour chat');
    // The French words find it for an English reader too, who reads its English name.
    expect((await namesFound('conserve', 'en-CA'))[0]).toBe('Canned Cat Food');
    expect((await namesFound('nouriture', 'fr-CA'))[0]).toBe('Nourriture en conserve pour chat');
  });

  it('finds through the categories’ names in either language: "jouet chien" is a dog’s toy', async () => {
    const found = await search('jouet chien', 'fr-CA');
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.every((product) => product.categories.includes('dog') && product.categories.includes('toys'))).toBe(true);
    expect(found.products.map((product) => product.slug)).toContain('rope-for-dogs');
  });

  it('answers products in the shape of the shop’s list', async () => {
    const [kibble] = (await search('kibble')).products;
    expect(kibble).toMatchObject({ id: made.Kibble, slug: 'kibble', name: 'Kibble', priceCents: 650 });
    expect(kibble!.image.src).toBeTruthy();
  });

  it('never finds a product taken off sale, and finds it again once back', async () => {
    expect(await namesFound('hamster wheel')).toEqual([]);
    await changeProduct(owner, made.Kibble!, { active: false });
    expect(await namesFound('kibble')).toEqual(['Kibble Bites', 'Grain-Free Kibble']);
    await changeProduct(owner, made.Kibble!, { active: true });
    expect(await namesFound('kibble')).toEqual(['Kibble', 'Kibble Bites', 'Grain-Free Kibble']);
  });

  it('counts every match and answers at most the limit', async () => {
    const found = await search('kibble', 'en-CA', 2);
    expect([found.products.length, found.total]).toEqual([2, 3]);
  });

  it('suggests the categories that hold products, in the reader’s language, when nothing matches', async () => {
    const english = await search('zqxjv');
    expect([english.products, english.total]).toEqual([[], 0]);
    expect(english.suggestions.map((category) => category.name)).toEqual(['Dog', 'Cat', 'Food', 'Treats', 'Toys']);
    const french = await search('zqxjv', 'fr-CA');
    expect(french.suggestions.map((category) => category.name)).toEqual(['Chien', 'Chat', 'Nourriture', 'Gâteries', 'Jouets']);
    expect((await search('%_%')).suggestions.map((category) => category.slug)).toEqual(['dog', 'cat', 'food', 'treats', 'toys']);
    expect((await search('kibble')).suggestions).toEqual([]);
  });

  it('takes what scanners send as words, not as SQL or patterns', async () => {
    for (const q of ["' OR '1'='1", "1'; drop table products; --", '\\%', '😺']) expect((await search(q)).products).toEqual([]);
    expect(await namesFound('kibble')).toHaveLength(3);
  });

  it('answers the same to a guest, a customer, a provider and the owner', async () => {
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser());
    const provider = await signUpProvider(t);
    const answers = await Promise.all([new ApiClient(t.app), customer, provider, owner].map(async (client) => (await client.get('/api/search?q=kible')).json()));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it.each([
    ['no q', '/api/search'],
    ['an empty q', '/api/search?q='],
    ['spaces only', '/api/search?q=%20%20%20'],
    ['101 characters', `/api/search?q=${'a'.repeat(101)}`],
    ['a control character', '/api/search?q=cat%00food'],
    ['a limit of 0', '/api/search?q=cat&limit=0'],
    ['a limit too large', '/api/search?q=cat&limit=1000'],
    ['a limit that is not a number', '/api/search?q=cat&limit=many'],
  ])('refuses %s with 422 in the one error shape', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('says what a search must be in the reader’s language', async () => {
    expect(apiErrorSchema.parse((await get('/api/search?q=')).json()).error.fields).toEqual({ q: 'Type between 1 and 100 characters to search.' });
    expect(apiErrorSchema.parse((await get('/api/search?q=', 'fr-CA')).json()).error.fields).toEqual({ q: 'Tapez de 1 à 100 caractères pour chercher.' });
  });

  it('shows an owner’s rename in the very next answer', async () => {
    expect(await namesFound('crunchy nuggets')).toEqual([]);
    await changeProduct(owner, made['Kibble Bites']!, { name: 'Crunchy Nuggets' });
    expect(await namesFound('crunchy nuggets')).toEqual(['Crunchy Nuggets']);
    await changeProduct(owner, made['Crunchy Nuggets'] ?? made['Kibble Bites']!, { name: 'Kibble Bites' });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/search');
  });
});

describe('the search page’s address', () => {
  it('is never a product’s: a product named "Search" gets another slug', async () => {
    expect((await createProduct({ name: 'Search' })).slug).toBe('search-2');
  });
});
