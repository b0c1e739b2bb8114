import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

/**
 * The shop's search (issue 28): suggestions as one types that forgive a typo, the
 * keyboard's way through them, the results page, and categories to browse when nothing
 * matches, in English and in French.
 */

const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page, name = 'Search products') => main(page).getByRole('combobox', { name });

test('a shopper finds a product despite a typo, from the suggestions and from the results page', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/shop');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Shop Products');

  // "girafe": the suggestions forgive the missing letter; the arrow and Enter open it.
  await searchBox(page).fill('girafe');
  await expect(page.getByRole('listbox', { name: 'Search products' }).getByRole('option').first()).toContainText('Giraffe Plush Toy');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/shop/giraffe-plush-toy');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Giraffe Plush Toy');

  // Enter with nothing chosen: the results page, as an address that can be shared.
  await page.goto('/shop');
  await searchBox(page).fill('frisbe');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/shop/search?q=frisbe');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Results for “frisbe”');
  await expect(main(page).getByText(/products? found/)).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('article', { name: 'Rubber Frisbee' }).getByRole('link', { name: 'Rubber Frisbee', exact: true }).click();
  await expect(page).toHaveURL('/shop/rubber-frisbee');

  // Nothing matches: somewhere to go instead.
  await page.goto('/shop/search?q=zqxjv');
  await expect(main(page).getByText('No products match “zqxjv”.')).toBeVisible();
  await main(page).getByRole('navigation', { name: 'Browse a category:' }).getByRole('link', { name: 'Dog' }).click();
  await expect(page).toHaveURL('/shop?category=dog');
  await expect(main(page).getByRole('article', { name: 'Rope for Dogs' })).toBeVisible();
});

test.describe('a French-speaking shopper', () => {
  test.use({ locale: 'fr-CA' });

  test('finds cat food with a typo in French, through the French names', async ({ page }) => {
    await page.goto('/fr/shop');
    const box = searchBox(page, 'Rechercher des produits');
    await box.fill('nouriture chat');
    const first = page.getByRole('listbox', { name: 'Rechercher des produits' }).getByRole('option').first();
    await expect(first).toContainText('Canned Cat Food');
    await box.press('Enter');
    await expect(page).toHaveURL('/fr/shop/search?q=nouriture+chat');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Résultats pour « nouriture chat »');
    await expect(main(page).getByRole('article').first()).toHaveAccessibleName('Canned Cat Food');
    await expectNoAxeViolations(page);
    await main(page).getByRole('article', { name: 'Canned Cat Food' }).getByRole('link', { name: 'Canned Cat Food', exact: true }).click();
    await expect(page).toHaveURL('/fr/shop/canned-cat-food');
  });
});
