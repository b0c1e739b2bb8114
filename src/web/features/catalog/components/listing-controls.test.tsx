import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneVariant } from '@shared/test/variants';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { useLocation } from '@web/lib/routing';
import { PRODUCT_PAGE_SIZE, productImageSize, type Product, type ProductListResponse } from '@shared/contracts/products';
import type { Category } from '@shared/contracts/categories';
import { categoriesQueryKey } from '@web/features/catalog/api/get-categories';
import { queryKeys } from '@web/lib/query-keys';
import { ShopRoute } from '@web/routes/shop';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/**
 * The shop's listing controls (issue 28): price range, In stock only, Sort and the pages,
 * each choice an address the server's answer follows; a change goes back to page 1.
 */

const product = (id: number): Product => {
  const shown = {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    carouselName: `Product ${id}`,
    description: '',
    priceCents: 100 * id,
    image: { src: `/images/products/${id}.svg`, alt: `Product ${id}`, ...productImageSize },
    categories: ['dog'],
  };
  return { ...shown, ...oneVariant(shown) };
};

/** The server's page `page` of a listing of `total` products. */
const pageOf = (page: number, total = 60): ProductListResponse => {
  const first = (page - 1) * PRODUCT_PAGE_SIZE + 1;
  const count = Math.max(0, Math.min(PRODUCT_PAGE_SIZE, total - first + 1));
  return { products: Array.from({ length: count }, (_, index) => product(first + index)), page, pageSize: PRODUCT_PAGE_SIZE, total, pageCount: Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE)) };
};

const categories: Category[] = [
  { slug: 'dog', group: 'pet', name: 'Dog' },
  { slug: 'toys', group: 'kind', name: 'Toys' },
];

/** Where the router is: the address a shopper would see. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

let asked: string[];
function renderShop(path = '/shop') {
  asked = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    asked.push(`${url.pathname}${url.search}`);
    return Response.json(pageOf(Number(url.searchParams.get('page') ?? 1)));
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(categoriesQueryKey, { categories });
  queryClient.setQueryData(queryKeys.session, null);
  return renderScreen(
    <Routes>
      <Route
        path="shop"
        element={
          <>
            <ShopRoute />
            <Address />
          </>
        }
      />
    </Routes>,
    { path, queryClient },
  );
}

const address = () => screen.getByTestId('address').textContent;
const pages = () => within(screen.getByRole('navigation', { name: 'Pages' }));
const names = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the shop’s pages', () => {
  it('links to every page with ?page=N, marks the current one, and shows the page the address names', async () => {
    const { user } = renderShop();
    expect(await screen.findByText('60 products')).toBeTruthy();
    expect(names()).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(pages().getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(pages().getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/shop?page=3');
    expect(pages().getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/shop?page=2');
    expect(pages().queryByRole('link', { name: 'Previous' })).toBeNull();
    await expectNoAxeViolations();

    await user.click(pages().getByRole('link', { name: 'Next' }));
    await vi.waitFor(() => expect(names()[0]).toBe('Product 25'));
    expect(address()).toBe('/shop?page=2');
    expect(pages().getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(pages().getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/shop');
    expect(asked).toEqual(['/api/products', '/api/products?page=2']);
  });

  it('says when a page is past the end, and still links back', async () => {
    renderShop('/shop?page=9');
    expect(await screen.findByText('This page is past the end of the list.')).toBeTruthy();
    expect(pages().getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/shop?page=3');
    expect(pages().getByRole('link', { name: 'Page 1' })).toBeTruthy();
  });
});

describe('the shop’s filters and sort', () => {
  it('sorts at once, back on the first page, keeping the categories', async () => {
    const { user } = renderShop('/shop?category=dog&page=2');
    expect(await screen.findByText('60 products')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(address()).toBe('/shop?category=dog&sort=price-desc');
    await vi.waitFor(() => expect(asked.at(-1)).toBe('/api/products?category=dog&sort=price-desc'));
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price-desc');
    // A category link keeps the sort.
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Toys' }).getAttribute('href')).toBe(
      '/shop?category=dog&category=toys&sort=price-desc',
    );
  });

  it('keeps only what is in stock when the box is ticked, and everything again when it is not', async () => {
    const { user } = renderShop('/shop?page=3');
    await screen.findByText('60 products');
    const box = screen.getByRole('checkbox', { name: 'In stock only' });
    await user.click(box);
    expect(address()).toBe('/shop?inStock=true');
    expect((screen.getByRole('checkbox', { name: 'In stock only' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(address()).toBe('/shop');
  });

  it('applies a price range in dollars (a French comma too), and refuses one that is backwards', async () => {
    const { user } = renderShop('/shop?page=2');
    await screen.findByText('60 products');
    const filters = within(screen.getByRole('form', { name: 'Filters' }));
    await user.type(filters.getByRole('textbox', { name: 'Min price ($)' }), '20');
    await user.type(filters.getByRole('textbox', { name: 'Max price ($)' }), '10');
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(filters.getByText('The max price must not be below the min price.')).toBeTruthy();
    expect(address()).toBe('/shop?page=2');

    await user.clear(filters.getByRole('textbox', { name: 'Max price ($)' }));
    await user.type(filters.getByRole('textbox', { name: 'Max price ($)' }), '35,5');
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(address()).toBe('/shop?minPrice=20&maxPrice=35.50');
    await vi.waitFor(() => expect(asked.at(-1)).toBe('/api/products?minPrice=20&maxPrice=35.50'));

    await user.clear(filters.getByRole('textbox', { name: 'Min price ($)' }));
    await user.type(filters.getByRole('textbox', { name: 'Min price ($)' }), 'cheap');
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(filters.getByText('Enter a price in dollars, like 10 or 7.80.')).toBeTruthy();
    expect(address()).toBe('/shop?minPrice=20&maxPrice=35.50');
    await expectNoAxeViolations();
  });

  it('fills the boxes from the address, ignoring what is malformed', async () => {
    renderShop('/shop?minPrice=5&maxPrice=oops&sort=cheapest&inStock=yes');
    await screen.findByText('60 products');
    expect((screen.getByRole('textbox', { name: 'Min price ($)' }) as HTMLInputElement).value).toBe('5');
    expect((screen.getByRole('textbox', { name: 'Max price ($)' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('featured');
    expect(asked).toEqual(['/api/products?minPrice=5']);
  });
});
