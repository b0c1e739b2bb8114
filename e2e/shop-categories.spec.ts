import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

/**
 * The shop by category (issue 28): links a guest follows, an address for each choice
 * (so the back button and a shared link work), in English and in French.
 */

const productNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });

for (const { language, shop, categories, all, dog, toys, dogProducts, dogToys } of [
  {
    language: 'English',
    shop: '/shop',
    categories: 'Categories',
    all: 'All products',
    dog: 'Dog',
    toys: 'Toys',
    dogProducts: ['Small Dog Food', 'Rope for Dogs', 'Giraffe Plush Toy', 'Rubber Frisbee', 'Ball Launcher'],
    dogToys: ['Rope for Dogs', 'Giraffe Plush Toy', 'Rubber Frisbee', 'Ball Launcher'],
  },
  {
    language: 'French',
    shop: '/fr/shop',
    categories: 'Catégories',
    all: 'Tous les produits',
    dog: 'Chien',
    toys: 'Jouets',
    dogProducts: null,
    dogToys: null,
  },
]) {
  test(`filters by a pet, then a kind, and the back button undoes each (${language})`, async ({ page }) => {
    await page.goto(shop);
    const filter = page.getByRole('navigation', { name: categories });
    await expect(filter.getByRole('link', { name: all })).toHaveAttribute('aria-current', 'true');
    await expect(productNames(page)).not.toHaveCount(0);
    const everything = await productNames(page).allTextContents();
    await expectNoAxeViolations(page);

    await filter.getByRole('link', { name: dog, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${shop}\\?category=dog$`));
    await expect(filter.getByRole('link', { name: dog, exact: true })).toHaveAttribute('aria-current', 'true');
    // The seed's dog products (five) and dog toys (four); waiting for the count waits out the loading state.
    await expect(productNames(page)).toHaveCount(5);
    if (dogProducts) await expect(productNames(page)).toHaveText(dogProducts);
    const dogs = await productNames(page).allTextContents();

    await filter.getByRole('link', { name: toys, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${shop}\\?category=dog&category=toys$`));
    await expect(productNames(page)).toHaveCount(4);
    if (dogToys) await expect(productNames(page)).toHaveText(dogToys);
    const dogsToys = await productNames(page).allTextContents();
    expect(dogsToys.every((name) => dogs.includes(name))).toBe(true);
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${shop}\\?category=dog$`));
    await expect(productNames(page)).toHaveText(dogs);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${shop}$`));
    await expect(productNames(page)).toHaveText(everything);
  });
}
