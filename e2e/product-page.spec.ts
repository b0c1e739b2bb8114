import { createAccount, newAccount, signInWithEmailForm, type Account } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * A product's own page (issue 28): found from the shop, readable by search engines
 * (schema.org JSON-LD and Open Graph in the page as served, under the real CSP), and
 * buying from it works as the shop's cards do, in English and in French.
 */

const main = (page: Page) => page.getByRole('main');
// Intl writes French amounts with a no-break space ("10 $"); read them as plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

interface StructuredProduct {
  '@type': string;
  name: string;
  url: string;
  image: string[];
  offers: { '@type': string; price: string; priceCurrency: string; availability: string };
}

/** The page's schema.org data, as a search engine reads it from the page served. */
async function structuredData(page: Page): Promise<StructuredProduct> {
  const scripts = page.locator('head script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? '') as StructuredProduct;
}

/** Every CSP refusal the page reports, from its start. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

async function signIn(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password }, headers: { origin: appURL } });
  expect(response.status()).toBe(200);
}

test('a guest opens a product from the shop, reads what search engines read, and buys it after signing in', async ({ page, request }) => {
  const violations = cspViolations(page);
  await page.goto('/shop');
  await main(page).getByRole('article', { name: 'Rope for Dogs' }).getByRole('link', { name: 'Rope for Dogs' }).click();
  await expect(page).toHaveURL('/shop/rope-for-dogs');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Rope for Dogs');
  await expect(page).toHaveTitle('Rope for Dogs | Pet Haven');

  // The page as served to a visitor arriving from a search (the crawler's view).
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  const trail = main(page).getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Shop', 'Rope for Dogs']);
  await expect(trail.getByText('Rope for Dogs')).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByText('$10', { exact: true })).toBeVisible();
  await expect(main(page).getByText('In stock', { exact: true })).toBeVisible();
  const image = main(page).getByRole('img');
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).toHaveAttribute('width', '400');

  const product = await structuredData(page);
  expect(product).toMatchObject({ '@type': 'Product', name: 'Rope for Dogs', url: `${appURL}/shop/rope-for-dogs` });
  expect(product.offers).toEqual({ '@type': 'Offer', url: `${appURL}/shop/rope-for-dogs`, price: '10.00', priceCurrency: 'CAD', availability: 'https://schema.org/InStock' });
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', 'Rope for Dogs');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', product.image[0]!);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${appURL}/shop/rope-for-dogs`);
  await expectNoAxeViolations(page);

  // Add to Cart as the shop's: a guest signs in first and comes back here.
  const account = newAccount();
  await createAccount(request, account);
  await main(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL('/login');
  await signInWithEmailForm(page, account.email, account.password);
  await expect(page).toHaveURL('/shop/rope-for-dogs');
  await main(page).getByRole('button', { name: 'Add to Cart' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Item added to cart!' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  expect(violations).toEqual([]);
});

test('an unknown product answers 404 with a page saying so and a way back to the shop', async ({ page }) => {
  const response = await page.goto('/shop/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
  await main(page).getByRole('link', { name: 'Back to Shop' }).click();
  await expect(page).toHaveURL('/shop');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('a customer opens a product from the French shop, reads its data at the French address, and adds it to the cart', async ({ page, request }) => {
    const violations = cspViolations(page);
    await page.goto('/fr/shop/cat-pouches');
    const served = await structuredData(page);
    expect(served).toMatchObject({ '@type': 'Product', url: `${appURL}/fr/shop/cat-pouches` });
    expect(served.offers).toMatchObject({ price: '5.00', priceCurrency: 'CAD', availability: 'https://schema.org/InStock' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.locator('head link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', `${appURL}/shop/cat-pouches`);
    const trail = main(page).getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(trail.getByRole('listitem')).toHaveText(['Accueil', 'Boutique', 'Cat Pouches']);
    expect(plain((await main(page).textContent()) ?? '')).toContain('5 $');
    await expect(main(page).getByText('En stock', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const account = newAccount('Camille Tremblay');
    await createAccount(request, account);
    await signIn(page, account);
    await page.goto('/fr/shop');
    await main(page).getByRole('article', { name: 'Cat Pouches' }).getByRole('link', { name: 'Cat Pouches' }).click();
    await expect(page).toHaveURL('/fr/shop/cat-pouches');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Cat Pouches');
    await main(page).getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Article ajouté au panier!' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);
  });
});
