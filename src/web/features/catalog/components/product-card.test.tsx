import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { act } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '@shared/contracts/accounts';
import { PRODUCT_PAGE_SIZE, type Product, type ProductListResponse } from '@shared/contracts/products';
import type { Category } from '@shared/contracts/categories';
import { categoriesQueryKey } from '@web/features/catalog/api/get-categories';
import { productsQueryOptions } from '@web/features/catalog/api/get-products';
import { listingInAddress } from '@web/features/catalog/lib/listing-address';
import { queryKeys } from '@web/lib/query-keys';
import { LoginRoute } from '@web/routes/login';
import { ShopRoute } from '@web/routes/shop';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';
import { testProduct } from '@shared/test/variants';

const product = (id: number, name: string, priceCents: number): Product => testProduct(id, name, priceCents);

/** Three of the spec's catalogue (§3), as GET /api/products answers them. */
const catalogue = [product(1, 'Small Dog Food', 780), product(2, 'Rope for Dogs', 1_000), product(3, 'Giraffe Plush Toy', 700)];
/** GET /api/products's answer: one page holding `products`. */
const listingOf = (products: Product[]): ProductListResponse => ({ products, page: 1, pageSize: PRODUCT_PAGE_SIZE, total: products.length, pageCount: 1 });
const sam: SessionUser = { id: 'user-1', name: 'Sam', email: 'sam@example.com', emailVerified: true, image: null };

/** The shop at `path` with its products (and the sign-in page it may send a guest to), for a guest or `user`. */
function renderShop({ user = null, path = '/shop', categories = [] }: { user?: SessionUser | null; path?: string; categories?: Category[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(productsQueryOptions(listingInAddress(new URL(path, 'http://shop.test').searchParams)).queryKey, listingOf(catalogue));
  queryClient.setQueryData(categoriesQueryKey, { categories });
  queryClient.setQueryData(queryKeys.session, user);
  queryClient.setQueryData(['auth-config'], { google: false });
  return renderScreen(
    <Routes>
      <Route path="shop" element={<ShopRoute />} />
      <Route path="login" element={<LoginRoute />} />
    </Routes>,
    { path, queryClient },
  );
}

const card = (name: string) => screen.getByRole('article', { name });
/** The button's hidden words name the product for a screen reader (jsdom drops the space before them). */
const addToCart = (name: string) => within(card(name)).getByRole('button', { name: (accessible) => accessible.replace(/^Add to Cart\s*/, '') === `for ${name}` });

/** What jsdom lacks and a browser has: media queries (no reduced motion asked for) and scrolling. */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the shop grid (spec §2 Shop, §3)', () => {
  it("shows every product's name, picture, description and price, each with its own Add to Cart", async () => {
    renderShop();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop Products' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((each) => within(each).getByRole('heading', { level: 2 }).textContent)).toEqual(['Small Dog Food', 'Rope for Dogs', 'Giraffe Plush Toy']);
    // Catalogue prices as the spec writes them: cents only when there are some.
    expect(cards.map((each) => within(each).getByText(/^\$/).textContent)).toEqual(['$7.80', '$10', '$7']);
    expect(within(card('Rope for Dogs')).getByRole('img', { name: 'A picture of Rope for Dogs' })).toBeTruthy();
    expect(card('Rope for Dogs').textContent).toContain('All about Rope for Dogs.');
    expect(within(card('Giraffe Plush Toy')).getByRole('button').textContent).toContain('Add to Cart');
    await expectNoAxeViolations();
  });

  it('sends a guest who adds to the cart to sign in, adding nothing, and back to the shop once signed in', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user, queryClient } = renderShop();
    await user.click(addToCart('Rope for Dogs'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Email' })).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();

    // Signing in (here, the session the server would then answer) returns the guest to where they were.
    act(() => queryClient.setQueryData(queryKeys.session, sam));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop Products' })).toBeTruthy();
  });

  it("adds one for a signed-in user and says 'Item added to cart!'", async () => {
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ items: [], itemCount: 1, subtotalCents: 1_000, taxCents: 130, totalCents: 1_130 }));
    const { user } = renderShop({ user: sam });
    await user.click(addToCart('Rope for Dogs'));

    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
    const [url, init] = sent.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual(['/api/cart/items', 'POST', JSON.stringify({ productId: 2 })]);
  });

  it('marks and focuses the product a link came for (/shop?product=3)', () => {
    renderShop({ path: '/shop?product=3' });
    const chosen = card('Giraffe Plush Toy');
    expect(chosen.getAttribute('aria-current')).toBe('true');
    expect(within(chosen).getByText('Selected')).toBeTruthy();
    expect(document.activeElement).toBe(chosen);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([chosen]);
    expect(card('Rope for Dogs').getAttribute('aria-current')).toBeNull();
  });
});

describe('the shop by category (issue 28)', () => {
  const categories: Category[] = [
    { slug: 'dog', group: 'pet', name: 'Dog' },
    { slug: 'cat', group: 'pet', name: 'Cat' },
    { slug: 'food', group: 'kind', name: 'Food' },
    { slug: 'toys', group: 'kind', name: 'Toys' },
  ];
  /** What the server answers for each filtered list. */
  const filtered: Record<string, Product[]> = {
    '/api/products?category=dog': [catalogue[0]!, catalogue[1]!, catalogue[2]!],
    '/api/products?category=dog&category=toys': [catalogue[1]!, catalogue[2]!],
    '/api/products?category=cat&category=toys': [],
  };
  const names = () => screen.queryAllByRole('article').map((each) => within(each).getByRole('heading', { level: 2 }).textContent);
  const filter = () => within(screen.getByRole('navigation', { name: 'Categories' }));

  it('narrows by a pet then a kind through links the server answers, marks the chosen ones, and goes back to everything', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      asked.push(url);
      return Response.json(listingOf(filtered[url] ?? []));
    });
    const { user } = renderShop({ categories });
    expect(filter().getByRole('link', { name: 'All products' }).getAttribute('aria-current')).toBe('true');
    expect(filter().getByRole('list', { name: 'By pet' })).toBeTruthy();
    expect(filter().getByRole('link', { name: 'Toys' }).getAttribute('href')).toBe('/shop?category=toys');

    await user.click(filter().getByRole('link', { name: 'Dog' }));
    await vi.waitFor(() => expect(names()).toEqual(['Small Dog Food', 'Rope for Dogs', 'Giraffe Plush Toy']));
    expect(filter().getByRole('link', { name: 'Dog' }).getAttribute('aria-current')).toBe('true');
    expect(filter().getByRole('link', { name: 'All products' }).getAttribute('aria-current')).toBeNull();
    // Another pet takes Dog's place; the same one again clears it.
    expect(filter().getByRole('link', { name: 'Cat' }).getAttribute('href')).toBe('/shop?category=cat');
    expect(filter().getByRole('link', { name: 'Dog' }).getAttribute('href')).toBe('/shop');

    await user.click(filter().getByRole('link', { name: 'Toys' }));
    await vi.waitFor(() => expect(names()).toEqual(['Rope for Dogs', 'Giraffe Plush Toy']));
    expect(asked).toEqual(['/api/products?category=dog', '/api/products?category=dog&category=toys']);
    await expectNoAxeViolations();

    await user.click(filter().getByRole('link', { name: 'Cat' }));
    expect(await screen.findByText('No products match these choices yet.')).toBeTruthy();

    await user.click(filter().getByRole('link', { name: 'All products' }));
    await vi.waitFor(() => expect(names()).toEqual(['Small Dog Food', 'Rope for Dogs', 'Giraffe Plush Toy']));
    expect(asked).toHaveLength(3);
  });

  it('ignores a malformed category in the address and shows the whole catalogue', () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    renderShop({ categories, path: '/shop?category=Not%20A%20Slug' });
    expect(names()).toEqual(['Small Dog Food', 'Rope for Dogs', 'Giraffe Plush Toy']);
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('a product with several variants on the grid (issue 28)', () => {
  it('says "From" its lowest price and leads to its page to choose, instead of adding', async () => {
    const base = catalogue[0]!;
    const kibble: Product = {
      ...base,
      id: 120,
      slug: 'hearty-kibble',
      name: 'Hearty Kibble',
      priceCents: 1_299,
      options: [{ name: 'Size', values: ['4 lb', '15 lb'] }],
      variants: [
        { id: 501, options: [{ name: 'Size', value: '4 lb' }], label: '4 lb', sku: 'KIB-4', priceCents: 1_299, inStock: true, image: base.image },
        { id: 502, options: [{ name: 'Size', value: '15 lb' }], label: '15 lb', sku: 'KIB-15', priceCents: 3_499, inStock: true, image: base.image },
      ],
    };
    catalogue.push(kibble);
    try {
      const sent = vi.spyOn(globalThis, 'fetch');
      renderShop({ user: sam });
      const shown = card('Hearty Kibble');
      expect(within(shown).getByText('From $12.99')).toBeTruthy();
      expect(within(shown).queryByRole('button')).toBeNull();
      const choose = within(shown).getByRole('link', { name: (accessible) => accessible.startsWith('Choose options') });
      expect(choose.getAttribute('href')).toBe('/shop/hearty-kibble');
      // A product without options keeps its card as it was.
      expect(within(card('Rope for Dogs')).getByRole('button').textContent).toContain('Add to Cart');
      expect(sent).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    } finally {
      catalogue.pop();
    }
  });
});
