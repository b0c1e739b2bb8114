import type { Cart } from '../src/shared/contracts/cart';
import { createAccount, newAccount, signInWithEmailForm } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { test, expect, type Page } from './support/test';

const shopNames = [
  'Small Dog Food',
  'Rope for Dogs',
  'Giraffe Plush Toy',
  'Canned Cat Food',
  'Cat Pouches',
  'Laser Tease Toy',
  'Flapping Fish for Cats',
  'Rubber Frisbee',
  'Ball Launcher',
];
const prices = ['$7.80', '$10', '$7', '$7.80', '$5', '$10', '$30', '$10', '$40'];

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('lists every product with image, name, price and Add to Cart', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/shop');
  await expect(page).toHaveTitle('Shop Products | Pet Haven');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop Products');
  await expect(cards(page)).toHaveCount(9);
  for (const [index, name] of shopNames.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(card.getByText(prices[index]!, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Add to Cart for ${name}` })).toBeVisible();
    const image = card.getByRole('img');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');
    await expect(image).toHaveAttribute('alt', /\S/);
  }
  await expect(page.locator('article[aria-current]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('?product={id} scrolls to that product, focuses it and marks it selected', async ({ page }) => {
  await page.goto('/shop?product=8');
  const card = page.getByRole('article', { name: 'Rubber Frisbee' });
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card.getByText('Selected', { exact: true })).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  await expect(page.locator('article[aria-current="true"]')).toHaveCount(1);
  const outline = await card.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe('solid');
  await expectNoAxeViolations(page);
});

test('an unknown ?product= selects nothing', async ({ page }) => {
  await page.goto('/shop?product=42');
  await expect(cards(page)).toHaveCount(9);
  await expect(page.locator('article[aria-current]')).toHaveCount(0);
});

test('a guest pressing Add to Cart is sent to /login with origin /shop, and back after signing in', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Add to Cart for Cat Pouches' }).click();
  await expect(page).toHaveURL('/login');
  await signInWithEmailForm(page, account.email, account.password);
  await expect(page).toHaveURL('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop Products');

  // Signed in now, the same button adds to the cart.
  await page.getByRole('button', { name: 'Add to Cart for Cat Pouches' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart!' })).toBeVisible();
  const cart = (await (await page.request.get('/api/cart')).json()) as Cart;
  expect(cart.items.map((item) => [item.name, item.quantity])).toEqual([['Cat Pouches', 1]]);
});

test('when products cannot be loaded, an error with a retry shows', async ({ page }) => {
  // A first visit to /shop comes with its products (D25); a visitor who comes from a
  // screen the browser rendered fetches them, and that fetch fails.
  await page.goto('/login');
  await page.route('**/api/products', (route) => route.abort('connectionrefused'));
  await page.getByRole('banner').getByRole('link', { name: 'Shop' }).first().click();
  await expect(page).toHaveURL('/shop');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("We couldn't load products. Please try again.", { timeout: 15_000 });
  await expectNoAxeViolations(page);

  await page.unroute('**/api/products');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
