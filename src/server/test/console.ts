import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { consoleProductListSchema, consoleProductSchema, type ConsoleProduct, type ProductBody } from '@shared/contracts/console-catalogue';
import { grantOwner } from '../modules/accounts/owners.service';
import { ApiClient, newUser } from './api-client';
import { signUpProvider } from './ownership-matrix';
import type { TestApp } from './test-app';

/** A signed-in account granted the owner role as the admin command line grants it (D21). */
export async function signUpOwner(testApp: TestApp, name = 'Casey Owner'): Promise<{ client: ApiClient; email: string }> {
  const client = new ApiClient(testApp.app);
  const user = newUser(name);
  await client.signUp(user);
  expect((await grantOwner(testApp.database.db, user.email)).ok).toBe(true);
  return { client, email: user.email };
}

/** Changes some of a product's fields through the console's form (PUT with every field), as the owner does. */
export async function changeProduct(owner: ApiClient, id: number, changes: Partial<ProductBody>): Promise<void> {
  const current = await owner.get(`/api/console/products/${id}`);
  if (current.statusCode !== 200) throw new Error(`no product ${id} in the console: ${current.statusCode}`);
  const product = consoleProductSchema.parse(current.json());
  const body: ProductBody = {
    name: product.name,
    carouselName: product.carouselName,
    description: product.description,
    price: (product.priceCents / 100).toFixed(2),
    stock: product.stock,
    sortOrder: product.sortOrder,
    imageSrc: product.image.src,
    imageAlt: product.image.alt,
    active: product.active,
    ...changes,
  };
  const response = await owner.request('PUT', `/api/console/products/${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
}

let madeProducts = 0;

/** A whole console product form, a new name each time, with `fields` changed. */
export const newProductBody = (fields: Partial<ProductBody> = {}): ProductBody => ({
  name: `Catnip Mouse ${++madeProducts}`,
  carouselName: '',
  description: 'A felt mouse stuffed with catnip.',
  price: '6.50',
  stock: 12,
  sortOrder: 50,
  imageSrc: '/images/products/cat-pouches.svg',
  imageAlt: 'A grey felt mouse',
  active: true,
  ...fields,
});

/**
 * An owner-only console route: 401 signed out, 403 for a customer and for a provider, with
 * nothing changed (`state` reads what the route could change), then `ownerStatus` for the owner.
 */
export async function expectOwnerOnly(
  testApp: TestApp,
  owner: ApiClient,
  send: (client: ApiClient) => Promise<LightMyRequestResponse>,
  ownerStatus: number,
  state: () => Promise<unknown>,
): Promise<void> {
  const customer = new ApiClient(testApp.app);
  await customer.signUp(newUser());
  const provider = await signUpProvider(testApp);
  const before = await state();

  expect((await send(new ApiClient(testApp.app))).statusCode).toBe(401);
  expect((await send(customer)).statusCode).toBe(403);
  expect((await send(provider)).statusCode).toBe(403);
  expect(await state()).toEqual(before);
  expect((await send(owner)).statusCode).toBe(ownerStatus);
}

/** Every product in the console, page after page, as the owner sees them (`q` as the search box sends it). */
export async function allConsoleProducts(owner: ApiClient, q?: string): Promise<ConsoleProduct[]> {
  const all: ConsoleProduct[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ page: String(page), ...(q === undefined ? {} : { q }) });
    const response = await owner.get(`/api/console/products?${query}`);
    if (response.statusCode !== 200) throw new Error(`console products page ${page}: ${response.statusCode} ${response.body}`);
    const list = consoleProductListSchema.parse(response.json());
    all.push(...list.products);
    if (page >= list.pageCount) return all;
  }
}
