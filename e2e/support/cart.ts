import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Cart } from '../../src/shared/contracts/cart';
import { isMobile } from './accounts';
import { appURL } from './ports';

/** The catalogue's ids (seeded), by the shop's names. */
export const productIds = {
  'Small Dog Food': 1,
  'Rope for Dogs': 2,
  'Giraffe Plush Toy': 3,
  'Canned Cat Food': 4,
  'Cat Pouches': 5,
  'Laser Tease Toy': 6,
  'Flapping Fish for Cats': 7,
  'Rubber Frisbee': 8,
  'Ball Launcher': 9,
} as const;
export type ProductName = keyof typeof productIds;

/** Adds `times` of a product through the API, as whoever `request` is signed in as. */
export async function addThroughApi(request: APIRequestContext, name: ProductName, times = 1): Promise<Cart> {
  let cart: Cart | undefined;
  for (let index = 0; index < times; index += 1) {
    const response = await request.post('/api/cart/items', { data: { productId: productIds[name] }, headers: { origin: appURL } });
    expect(response.status(), await response.text()).toBe(200);
    cart = (await response.json()) as Cart;
  }
  return cart!;
}

/**
 * Checks out the cart of whoever `request` is signed in as and pays on the built-in test
 * checkout, as the customer's own browser would; answers the paid order's id.
 */
export async function payForCartThroughApi(request: APIRequestContext): Promise<string> {
  const created = await request.post('/create-checkout', { data: {}, headers: { origin: appURL } });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = /\/checkout\/test\/([0-9a-f-]{36})$/.exec(((await created.json()) as { url: string }).url)![1]!;
  const paid = await request.post(`/checkout/test/${orderId}/pay`, { form: {}, headers: { origin: appURL }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return orderId;
}

/** The cart as the server has it. */
export async function cartOnServer(request: APIRequestContext): Promise<Cart> {
  const response = await request.get('/api/cart');
  expect(response.status()).toBe(200);
  return (await response.json()) as Cart;
}

/**
 * The navigation's Cart link, opening the mobile menu first. Its name carries the
 * badge's count ("Cart, 3 items"); plain "Cart" without one.
 */
export async function cartNavLink(page: Page, projectName: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (isMobile(projectName)) {
    const toggle = nav.getByRole('button', { name: 'Menu' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return nav.getByRole('link', { name: /^Cart\b/ });
}

/** Closes the mobile menu again, so it covers nothing on the page. */
export async function closeMenu(page: Page, projectName: string): Promise<void> {
  if (!isMobile(projectName)) return;
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

/** The badge shows `count` (and the link says so), or is not there at all for 0. */
export async function expectBadge(page: Page, projectName: string, count: number): Promise<void> {
  const link = await cartNavLink(page, projectName);
  const badge = link.getByTestId('cart-badge');
  if (count === 0) {
    await expect(link).toHaveAccessibleName('Cart');
    await expect(badge).toHaveCount(0);
  } else {
    await expect(link).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(String(count));
  }
  await closeMenu(page, projectName);
}
