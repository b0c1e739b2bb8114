import { expectNoAxeViolations } from './support/axe';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * The products' categories in the console (issue 28), as an owner uses them: one added
 * in both languages, a product put in it, the shop listing it in English and French,
 * then the category deleted, so the demo's categories are what later specs see.
 */
const main = (page: Page) => page.getByRole('main');
const productNames = (page: Page) => main(page).getByRole('article').getByRole('heading', { level: 2 });

test('an owner adds a category in English and French, puts a product in it, finds it in the shop, then deletes it', async ({ page, browser }, testInfo) => {
  const slug = `chew-sticks-${testInfo.project.name}`;
  const nameEn = `Chew Sticks ${testInfo.project.name}`;
  const nameFr = `Bâtonnets à mâcher ${testInfo.project.name}`;
  await signInAsOwner(page.request);

  await page.goto('/console');
  await main(page).getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL('/console/categories');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Categories');
  const pets = main(page).getByRole('region', { name: 'Pets' });
  await expect(pets.getByRole('form', { name: 'Dog', exact: true }).getByLabel('French name')).toHaveValue('Chien');
  await expectNoAxeViolations(page);

  // An address another category has is refused beside the address field, with what was typed kept.
  const add = main(page).getByRole('form', { name: 'Add a category' });
  await add.getByRole('radio', { name: 'Kinds of product' }).check();
  await add.getByLabel('English name').fill(nameEn);
  await add.getByLabel('French name').fill(nameFr);
  await add.getByLabel('Address (optional)').fill('dog');
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(add.getByLabel('Address (optional)')).toBeFocused();
  await expect(add.getByText('A category already has the address “dog”.')).toBeVisible();
  await expect(add.getByLabel('French name')).toHaveValue(nameFr);
  await expectNoAxeViolations(page);

  await add.getByLabel('Address (optional)').fill(slug);
  await add.getByRole('button', { name: 'Add category' }).click();
  const added = add.getByRole('alert').filter({ hasText: `The category “${nameEn}” was added under Kinds of product.` });
  await expect(added).toBeFocused();
  const item = main(page).getByRole('region', { name: 'Kinds of product' }).getByRole('form', { name: nameEn });
  await expect(item.getByLabel('French name')).toHaveValue(nameFr);
  await expect(item).toContainText(`/shop?category=${slug} · 0 products`);

  // The product's form: ticked in the picker's kinds, saved with its other categories.
  await main(page).getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
  await main(page).getByRole('link', { name: 'Edit Giraffe Plush Toy' }).click();
  const productForm = main(page).getByRole('form', { name: 'Edit Giraffe Plush Toy' });
  const picker = productForm.getByRole('group', { name: 'Categories' });
  await expect(picker.getByRole('group', { name: 'Pets' }).getByRole('checkbox', { name: 'Dog', exact: true })).toBeChecked();
  await picker.getByRole('group', { name: 'Kinds of product' }).getByRole('checkbox', { name: nameEn }).check();
  await expectNoAxeViolations(page);
  await productForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/console/products');
  await expect(main(page).getByRole('status').filter({ hasText: 'Giraffe Plush Toy was saved.' })).toBeVisible();

  // The shop lists it under the new category, in English and, by its French name, in French.
  await page.goto(`/shop?category=${slug}`);
  await expect(productNames(page)).toHaveText(['Giraffe Plush Toy']);
  // A guest reads French (the owner's page would remember the language for the console).
  const guest = await browser.newPage();
  try {
    await guest.goto(`${appURL}/fr/shop`);
    await guest.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: nameFr, exact: true }).click();
    await expect(guest).toHaveURL(new RegExp(`/fr/shop\\?category=${slug}$`));
    await expect(productNames(guest)).toHaveCount(1);
  } finally {
    await guest.close();
  }

  // Deleted after a question that says the product stays; focus goes to what was done.
  await page.goto('/console/categories');
  const saved = main(page).getByRole('form', { name: nameEn });
  await expect(saved).toContainText('1 product');
  await saved.getByRole('button', { name: `Delete ${nameEn}` }).click();
  const question = saved.getByRole('group', { name: `Delete the category “${nameEn}”? Its 1 product stays in the shop but leaves this category.` });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: `Delete “${nameEn}”` }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: `The category “${nameEn}” was deleted. Its 1 product stays in the shop.` })).toBeFocused();
  await expect(main(page).getByRole('form', { name: nameEn })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/shop?category=dog');
  await expect(productNames(page)).toContainText(['Giraffe Plush Toy']);
});

test('the categories screen fits a 360 px phone, in French too', { tag: '@phone' }, async ({ page }) => {
  await signInAsOwner(page.request);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, pets, dog] of [
    ['/console/categories', 'Pets', 'Dog'],
    ['/fr/console/categories', 'Animaux', 'Dog'],
  ] as const) {
    await page.goto(path);
    await expect(main(page).getByRole('region', { name: pets }).getByRole('form', { name: dog, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  }
});
