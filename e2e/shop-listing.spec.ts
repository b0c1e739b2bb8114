import type { ConsoleProduct, ProductBody } from '../src/shared/contracts/console-catalogue';
import { expectNoAxeViolations } from './support/axe';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * The shop's listing (issue 28 item 5): filters, sort and pages, every choice an address,
 * so the back button returns to each. The owner adds thirty products first (more than a
 * page), and takes them off sale again after, so the other journeys see the spec's nine.
 */

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const names = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const filters = (page: Page) => page.getByRole('form', { name: 'Filters' });
/** The cards' prices in cents ("$7.80" → 780). */
const pricesOf = async (page: Page) => (await cards(page).getByText(/^\$[\d.,]+$/).allTextContents()).map((text) => Math.round(Number(text.replace(/[$,]/g, '')) * 100));

const chew = (index: number): ProductBody => ({
  name: `Listing Chew ${String(index).padStart(2, '0')}`,
  carouselName: '',
  description: 'A chew made for the listing journey.',
  // $0.50 to $15.00: the cheapest in the shop.
  price: ((index * 50) / 100).toFixed(2),
  // Every fifth one is sold out.
  stock: index % 5 === 0 ? 0 : 10,
  sortOrder: 900 + index,
  imageSrc: '/images/products/cat-pouches.svg',
  imageAlt: 'A chew',
  active: true,
});

test('filters, sorts and pages through addresses, and the back button returns to each', async ({ page, request }) => {
  await signInAsOwner(request);
  const made: Array<{ id: number; body: ProductBody }> = [];
  try {
    for (let index = 1; index <= 30; index++) {
      const body = chew(index);
      const response = await request.post('/api/console/products', { data: body, headers: { origin: appURL } });
      expect(response.ok(), await response.text()).toBe(true);
      made.push({ id: ((await response.json()) as ConsoleProduct).id, body });
    }

    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop Products');
    await expect(cards(page)).toHaveCount(24);
    await expect(pages(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const firstPage = await names(page).allTextContents();
    expect(firstPage[0]).toBe('Small Dog Food');
    await expectNoAxeViolations(page);

    // Page 2, by its link.
    await pages(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(pages(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(names(page).first()).not.toHaveText(firstPage[0]!);
    const secondPage = await names(page).allTextContents();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

    // Sort: back to page 1, cheapest first.
    await filters(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
    await expect(names(page).first()).toHaveText('Listing Chew 01');
    const ascending = await pricesOf(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // In stock only: the sold-out Chew 05 goes.
    await filters(page).getByRole('checkbox', { name: 'In stock only' }).check();
    await expect(page).toHaveURL(/\/shop\?inStock=true&sort=price-asc$/);
    await expect(names(page).nth(4)).toHaveText('Listing Chew 06');

    // A price range, in dollars.
    await filters(page).getByRole('textbox', { name: 'Min price ($)' }).fill('2');
    await filters(page).getByRole('textbox', { name: 'Max price ($)' }).fill('4.50');
    await filters(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/shop\?minPrice=2&maxPrice=4\.50&inStock=true&sort=price-asc$/);
    await expect(names(page)).toHaveText(['Listing Chew 04', 'Listing Chew 06', 'Listing Chew 07', 'Listing Chew 08', 'Listing Chew 09']);
    await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText('5 products');
    await expect(pages(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The back button undoes each choice, page and all.
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?inStock=true&sort=price-asc$/);
    await expect(filters(page).getByRole('textbox', { name: 'Min price ($)' })).toHaveValue('');
    await expect(names(page).nth(4)).toHaveText('Listing Chew 06');
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
    await expect(filters(page).getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    await expect(names(page).nth(4)).toHaveText('Listing Chew 05');
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(filters(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    await expect(names(page)).toHaveText(secondPage);
    await expect(pages(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(names(page)).toHaveText(firstPage);

    // A link to a later page works on its own (a crawler's or a shared one), in French too.
    await page.goto('/fr/shop?page=2');
    await expect(pages(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages(page).getByRole('link', { name: 'Précédente' })).toHaveAttribute('href', '/fr/shop');
    await expect(cards(page)).not.toHaveCount(0);
  } finally {
    for (const { id, body } of made) {
      await request.put(`/api/console/products/${id}`, { data: { ...body, active: false }, headers: { origin: appURL } });
    }
  }
});
