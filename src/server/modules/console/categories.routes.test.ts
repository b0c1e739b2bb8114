import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { categoryListResponseSchema, consoleProductCategoryListSchema, consoleProductCategorySchema, type ProductCategoryCreateBody } from '@shared/contracts/categories';
import { consoleProductSchema } from '@shared/contracts/console-catalogue';
import type { AuditPage } from '@shared/contracts/owner';
import { productListResponseSchema } from '@shared/contracts/products';
import type { ApiClient } from '../../test/api-client';
import { allConsoleProducts, expectOwnerOnly, newProductBody, signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: ApiClient;
let ownerEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, email: ownerEmail } = await signUpOwner(t));
});
afterAll(() => t.close());

let count = 0;
const categoryBody = (fields: Partial<ProductCategoryCreateBody> = {}): ProductCategoryCreateBody => ({
  group: 'kind',
  nameEn: `Grooming Tools ${++count}`,
  nameFr: `Outils de toilettage ${count}`,
  ...fields,
});

async function createCategory(fields: Partial<ProductCategoryCreateBody> = {}) {
  const response = await owner.post('/api/console/categories', categoryBody(fields));
  expect(response.statusCode, response.body).toBe(201);
  return consoleProductCategorySchema.parse(response.json());
}
const patch = (client: ApiClient, slug: string, body: unknown) => client.request('PATCH', `/api/console/categories/${slug}`, body);
const remove = (client: ApiClient, slug: string) => client.request('DELETE', `/api/console/categories/${slug}`);
const consoleCategories = async () => consoleProductCategoryListSchema.parse((await owner.get('/api/console/categories')).json()).categories;
const consoleProducts = () => allConsoleProducts(owner);
const shopCategories = async (locale = 'en-CA') =>
  categoryListResponseSchema.parse((await t.app.inject({ url: '/api/categories', headers: { 'accept-language': locale } })).json()).categories;
const shopProducts = async (query: string) => productListResponseSchema.parse((await t.app.inject(`/api/products?${query}`)).json()).products;
const errorOf = (response: LightMyRequestResponse) => (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

async function auditOf(subject: string) {
  const page = (await owner.get('/api/console/audit')).json() as AuditPage;
  return page.events.filter((event) => event.subject === subject).map(({ action, actor, details }) => ({ action, actor, details }));
}

describe('who may use the categories console', () => {
  const routes: Array<{ label: string; send: (client: ApiClient) => Promise<LightMyRequestResponse>; ownerStatus: number }> = [
    { label: 'GET /api/console/categories', send: (client) => client.get('/api/console/categories'), ownerStatus: 200 },
    { label: 'POST /api/console/categories', send: (client) => client.post('/api/console/categories', categoryBody({ slug: 'guarded' })), ownerStatus: 201 },
    { label: 'PATCH /api/console/categories/:slug', send: (client) => patch(client, 'beds', { nameEn: 'Beds and Mats' }), ownerStatus: 200 },
    { label: 'DELETE /api/console/categories/:slug', send: (client) => remove(client, 'health'), ownerStatus: 204 },
  ];

  it.each(routes)('$label: 401 signed out, 403 for a customer and a provider, $ownerStatus for an owner', ({ send, ownerStatus }) =>
    expectOwnerOnly(t, owner, send, ownerStatus, consoleCategories),
  );
});

describe('adding, renaming, moving and deleting a category', () => {
  it('lists every category with both names, its group, place and product count', async () => {
    const dog = (await consoleCategories()).find((category) => category.slug === 'dog');
    expect(dog).toEqual({ slug: 'dog', group: 'pet', nameEn: 'Dog', nameFr: 'Chien', sortOrder: 1, productCount: 5 });
  });

  it('adds one with a slug made from its English name, last in its group, in the shop at once, and logs it', async () => {
    const created = await createCategory({ group: 'pet', nameEn: '  Reptile & Amphibian ', nameFr: ' Reptile et amphibien ' });
    expect(created).toMatchObject({ slug: 'reptile-amphibian', group: 'pet', nameEn: 'Reptile & Amphibian', nameFr: 'Reptile et amphibien', productCount: 0 });
    const pets = (await shopCategories()).filter((category) => category.group === 'pet');
    expect(pets.at(-1)).toEqual({ slug: 'reptile-amphibian', group: 'pet', name: 'Reptile & Amphibian' });
    expect((await shopCategories('fr-CA')).find((category) => category.slug === 'reptile-amphibian')?.name).toBe('Reptile et amphibien');
    expect(await auditOf('productCategory:reptile-amphibian')).toEqual([
      { action: 'productCategory.created', actor: ownerEmail, details: { name: 'Reptile & Amphibian', nameFr: 'Reptile et amphibien', group: 'pet' } },
    ]);
  });

  it('refuses a slug another category has with a clear 409, and writes nothing', async () => {
    const before = await consoleCategories();
    for (const body of [categoryBody({ slug: 'toys' }), categoryBody({ nameEn: 'Toys' })]) {
      const response = await owner.post('/api/console/categories', body);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ code: 'CATEGORY_EXISTS', message: 'A category already has the address “toys”.' });
    }
    expect(await consoleCategories()).toEqual(before);
  });

  it('refuses a missing name in either language, an unknown group and a bad slug, field by field', async () => {
    const response = await owner.post('/api/console/categories', { group: 'bird', nameEn: ' ', nameFr: 'x'.repeat(41), slug: 'Not A Slug' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual({
      group: 'Please choose whether the category is a pet or a kind of product.',
      nameEn: 'Please enter the category’s English name.',
      nameFr: expect.any(String) as string,
      slug: 'A category’s address is lower-case letters and digits joined by hyphens, at most 48 characters.',
    });
    const french = await owner.post('/api/console/categories', { group: 'kind', nameEn: 'Leashes' }, { 'accept-language': 'fr-CA' });
    expect(errorOf(french).fields?.nameFr).toBe('Veuillez saisir le nom français de la catégorie.');
  });

  it('renames in French (a French reader sees it next), keeps the slug, moves it first, and logs only what changed', async () => {
    const created = await createCategory({ slug: 'leashes', nameEn: 'Leashes', nameFr: 'Laisses' });
    const response = await patch(owner, 'leashes', { nameFr: 'Laisses et colliers', sortOrder: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(consoleProductCategorySchema.parse(response.json())).toEqual({ ...created, nameFr: 'Laisses et colliers', sortOrder: 0 });

    const kindsInFrench = (await shopCategories('fr-CA')).filter((category) => category.group === 'kind');
    expect(kindsInFrench[0]).toEqual({ slug: 'leashes', group: 'kind', name: 'Laisses et colliers' });
    expect((await shopCategories()).find((category) => category.slug === 'leashes')?.name).toBe('Leashes');
    expect((await auditOf('productCategory:leashes'))[0]).toEqual({
      action: 'productCategory.updated',
      actor: ownerEmail,
      details: { name: 'Leashes', changes: { nameFr: ['Laisses', 'Laisses et colliers'], sortOrder: [created.sortOrder, 0] } },
    });
  });

  it('answers 404 naming a category that does not exist', async () => {
    const response = await patch(owner, 'no-such-thing', { nameEn: 'X' });
    expect([response.statusCode, errorOf(response).message]).toEqual([404, 'There is no category “no-such-thing”.']);
    expect((await remove(owner, 'no-such-thing')).statusCode).toBe(404);
  });

  it('deletes one: its products stay, in the shop and the console, without the link', async () => {
    const category = await createCategory({ slug: 'chews' });
    const product = consoleProductSchema.parse((await owner.post('/api/console/products', newProductBody({ categories: ['chews', 'dog'] }))).json());
    expect((await shopProducts('category=chews')).map((shown) => shown.id)).toEqual([product.id]);

    expect((await remove(owner, category.slug)).statusCode).toBe(204);
    expect((await consoleCategories()).map((shown) => shown.slug)).not.toContain('chews');
    expect(await shopProducts('category=chews')).toEqual([]);
    expect((await consoleProducts()).find((shown) => shown.id === product.id)?.categories).toEqual(['dog']);
    expect((await shopProducts('category=dog')).map((shown) => shown.id)).toContain(product.id);
    expect((await auditOf('productCategory:chews'))[0]).toMatchObject({ action: 'productCategory.deleted', details: { name: category.nameEn, productCount: 1 } });
  });
});

describe("a product's categories", () => {
  it('puts a product in two categories: the console answers them, the shop finds it under both', async () => {
    await createCategory({ group: 'pet', slug: 'ferret', nameEn: 'Ferret', nameFr: 'Furet' });
    await createCategory({ slug: 'hammocks', nameEn: 'Hammocks', nameFr: 'Hamacs' });
    const created = await owner.post('/api/console/products', newProductBody({ categories: ['ferret', 'hammocks'] }));
    expect(created.statusCode, created.body).toBe(201);
    const product = consoleProductSchema.parse(created.json());
    expect(product.categories).toEqual(['ferret', 'hammocks']);
    expect((await shopProducts('category=ferret&category=hammocks')).map((shown) => [shown.id, shown.categories])).toEqual([[product.id, ['ferret', 'hammocks']]]);
    expect((await consoleCategories()).find((category) => category.slug === 'ferret')?.productCount).toBe(1);

    // An edit without categories keeps them; one with a list sets exactly those, and logs the move.
    const kept = await owner.request('PUT', `/api/console/products/${product.id}`, newProductBody({ name: product.name, stock: 3 }));
    expect(consoleProductSchema.parse(kept.json()).categories).toEqual(['ferret', 'hammocks']);
    const moved = await owner.request('PUT', `/api/console/products/${product.id}`, newProductBody({ name: product.name, stock: 3, categories: ['ferret'] }));
    expect(consoleProductSchema.parse(moved.json()).categories).toEqual(['ferret']);
    expect(await shopProducts('category=ferret&category=hammocks')).toEqual([]);
    const page = (await owner.get('/api/console/audit')).json() as AuditPage;
    expect(page.events.find((event) => event.subject === `product:${product.id}`)?.details).toEqual({
      name: product.name,
      changes: { categories: [['ferret', 'hammocks'], ['ferret']] },
    });
  });

  it('refuses an unknown category with a 422 naming it, and writes nothing', async () => {
    const before = await consoleProducts();
    const response = await owner.post('/api/console/products', newProductBody({ name: 'Ghost Toy', categories: ['dog', 'unicorn'] }));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual({ categories: 'There is no category “unicorn”.' });
    expect(await consoleProducts()).toEqual(before);

    const product = before[0]!;
    const edit = await owner.request('PUT', `/api/console/products/${product.id}`, newProductBody({ name: 'Renamed', categories: ['unicorn'] }));
    expect(edit.statusCode).toBe(422);
    expect(await consoleProducts()).toEqual(before);
  });

  it('refuses a malformed or repeated slug at the edge', async () => {
    const bad = await owner.post('/api/console/products', newProductBody({ categories: ['Dog'] }));
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields).toHaveProperty('categories.0');
    const twice = await owner.post('/api/console/products', newProductBody({ categories: ['dog', 'dog'] }));
    expect(errorOf(twice).fields).toEqual({ categories: 'Each category can be chosen only once.' });
  });
});
