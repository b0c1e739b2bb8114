import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryListResponseSchema } from '@shared/contracts/categories';
import { productListResponseSchema, trendingProductsResponseSchema } from '@shared/contracts/products';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The shop's categories (issue 28): by pet and by kind, in the reader's language, and each product's. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, locale = 'en-CA') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });
const categories = async (locale = 'en-CA') => categoryListResponseSchema.parse((await get('/api/categories', locale)).json()).categories;
const products = async (url = '/api/products') => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return productListResponseSchema.parse(response.json()).products;
};

describe('GET /api/categories', () => {
  it('lists the pets, then the kinds, named in English', async () => {
    expect((await categories()).map((category) => `${category.group}:${category.slug}:${category.name}`)).toEqual([
      'pet:dog:Dog',
      'pet:cat:Cat',
      'pet:bird:Bird',
      'pet:fish:Fish',
      'pet:small-pet:Small Pet',
      'kind:food:Food',
      'kind:treats:Treats',
      'kind:toys:Toys',
      'kind:health:Health',
      'kind:beds:Beds',
    ]);
  });

  it('names them in French for a French reader', async () => {
    const names = (await categories('fr-CA')).map((category) => category.name);
    expect(names).toEqual(['Chien', 'Chat', 'Oiseau', 'Poisson', 'Petit animal', 'Nourriture', 'Gâteries', 'Jouets', 'Santé', 'Lits']);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/categories');
  });

  it('shows a change made by anyone in the very next answer (the catalogue’s version moves)', async () => {
    await categories();
    await t.database.db.execute(sql`update product_categories set name_en = 'Dogs' where slug = 'dog'`);
    expect((await categories())[0]!.name).toBe('Dogs');
    await t.database.db.execute(sql`update product_categories set name_en = 'Dog' where slug = 'dog'`);
  });
});

describe('a product’s categories', () => {
  it('are seeded sensibly for the spec’s nine', async () => {
    const bySlug = Object.fromEntries((await products()).map((product) => [product.slug, product.categories]));
    expect(bySlug).toEqual({
      'small-dog-food': ['dog', 'food'],
      'rope-for-dogs': ['dog', 'toys'],
      'giraffe-plush-toy': ['dog', 'toys'],
      'canned-cat-food': ['cat', 'food'],
      'cat-pouches': ['cat', 'food', 'treats'],
      'laser-tease-toy': ['cat', 'toys'],
      'flapping-fish-for-cats': ['cat', 'toys'],
      'rubber-frisbee': ['dog', 'toys'],
      'ball-launcher': ['dog', 'toys'],
    });
  });

  it('follow a product put in or taken out of a category, at once', async () => {
    await products();
    await t.database.db.execute(
      sql`insert into product_category_members (category_id, product_id) select id, 9 from product_categories where slug = 'health'`,
    );
    expect((await products()).find((product) => product.id === 9)!.categories).toEqual(['dog', 'toys', 'health']);
    await t.database.db.execute(sql`delete from product_category_members where product_id = 9 and category_id = (select id from product_categories where slug = 'health')`);
    expect((await products()).find((product) => product.id === 9)!.categories).toEqual(['dog', 'toys']);
  });

  it('come with the trending products too', async () => {
    const trending = trendingProductsResponseSchema.parse((await get('/api/products/trending')).json()).products;
    expect(trending.find((product) => product.id === 1)!.categories).toEqual(['dog', 'food']);
  });
});

describe('GET /api/products?category=', () => {
  const slugs = async (query: string) => (await products(`/api/products?${query}`)).map((product) => product.slug);

  it('lists the products of one category, in shop order', async () => {
    expect(await slugs('category=cat')).toEqual(['canned-cat-food', 'cat-pouches', 'laser-tease-toy', 'flapping-fish-for-cats']);
  });

  it('lists only the products in every category named: a pet and a kind', async () => {
    expect(await slugs('category=dog&category=toys')).toEqual(['rope-for-dogs', 'giraffe-plush-toy', 'rubber-frisbee', 'ball-launcher']);
    expect(await slugs('category=cat&category=treats')).toEqual(['cat-pouches']);
  });

  it('lists nothing for a category the shop does not have, or one with nothing in it', async () => {
    expect(await slugs('category=no-such-category')).toEqual([]);
    expect(await slugs('category=bird')).toEqual([]);
  });

  it('refuses what no category slug could be, with the one error shape', async () => {
    for (const query of ['category=Dog', 'category=dog--toys', `category=${'a'.repeat(49)}`, 'category=' + encodeURIComponent("' OR 1=1"), Array(6).fill('category=dog').join('&')]) {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect((response.json() as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
  });
});
