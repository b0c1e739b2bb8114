import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { act } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import type { SessionUser } from '@shared/contracts/accounts';
import { PRODUCT_PAGE_SIZE, productImageSize, type ProductPage } from '@shared/contracts/products';
import { productPageQueryOptions } from '@web/features/catalog/api/get-product-page';
import { productsQueryOptions } from '@web/features/catalog/api/get-products';
import { listingInAddress } from '@web/features/catalog/lib/listing-address';
import { queryKeys } from '@web/lib/query-keys';
import { LoginRoute } from '@web/routes/login';
import { ProductRoute } from '@web/routes/product';
import { ShopRoute } from '@web/routes/shop';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const rope: ProductPage = {
  product: {
    id: 2,
    slug: 'rope-for-dogs',
    name: 'Rope for Dogs',
    carouselName: 'Rope',
    description: 'A sturdy cotton rope for tug and fetch.',
    priceCents: 1_050,
    image: { src: '/images/products/rope-for-dogs.svg', alt: 'A knotted blue and white rope', ...productImageSize },
    categories: [],
    options: [],
    variants: [{ id: 1002, options: [], label: '', sku: 'rope-for-dogs', priceCents: 1_050, inStock: true, image: { src: '/images/products/rope-for-dogs.svg', alt: 'A knotted blue and white rope', ...productImageSize } }],
  },
  inStock: true,
};
const sam: SessionUser = { id: 'user-1', name: 'Sam', email: 'sam@example.com', emailVerified: true, image: null };

/** /shop/{slug} with what GET /api/products/by-slug/{slug} answered (null: 404), for a guest or `user`. */
function renderProductPage({ slug = 'rope-for-dogs', page = rope as ProductPage | null, user = null as SessionUser | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(productPageQueryOptions(slug).queryKey, page);
  queryClient.setQueryData(queryKeys.session, user);
  queryClient.setQueryData(['auth-config'], { google: false });
  queryClient.setQueryData(productsQueryOptions(listingInAddress(new URLSearchParams())).queryKey, {
    products: [rope.product],
    page: 1,
    pageSize: PRODUCT_PAGE_SIZE,
    total: 1,
    pageCount: 1,
  });
  return renderScreen(
    <Routes>
      <Route path="shop" element={<ShopRoute />} />
      <Route path="shop/:slug" element={<ProductRoute />} />
      <Route path="login" element={<LoginRoute />} />
    </Routes>,
    { path: `/shop/${slug}`, queryClient },
  );
}

/** What jsdom lacks and a browser has: media queries (the shop's cards ask about reduced motion). */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a product’s page (issue 28)', () => {
  it('shows where it sits, its picture, name, price, stock state and description', async () => {
    renderProductPage();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Shop', 'Rope for Dogs']);
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(within(trail).getByText('Rope for Dogs').getAttribute('aria-current')).toBe('page');

    expect(screen.getByRole('heading', { level: 1, name: 'Rope for Dogs' })).toBeTruthy();
    const image = screen.getByRole('img', { name: 'A knotted blue and white rope' });
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('fetchpriority')]).toEqual(['400', '400', 'high']);
    expect(screen.getByText('$10.50')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText('A sturdy cotton rope for tug and fetch.')).toBeTruthy();
    expect(document.title).toBe('Rope for Dogs | Pet Haven');
    await expectNoAxeViolations();
  });

  it('says Out of stock when the server says the shelf is empty', () => {
    renderProductPage({ page: { ...rope, inStock: false } });
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.queryByText('In stock')).toBeNull();
  });

  it('sends a guest who adds to the cart to sign in, adding nothing, and back to this page once signed in', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user, queryClient } = renderProductPage();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();

    act(() => queryClient.setQueryData(queryKeys.session, sam));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rope for Dogs' })).toBeTruthy();
  });

  it("adds one for a signed-in user and says 'Item added to cart!' with View Cart", async () => {
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ items: [], itemCount: 1, subtotalCents: 1_050, taxCents: 137, totalCents: 1_187 }));
    const { user } = renderProductPage({ user: sam });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
    const [url, init] = sent.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual(['/api/cart/items', 'POST', JSON.stringify({ productId: 2 })]);
  });

  it('says so when there is no such product, with a way back to the shop', async () => {
    renderProductPage({ slug: 'no-such-product', page: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeTruthy();
    expect(screen.getByText("Sorry, the product you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Shop' }).getAttribute('href')).toBe('/shop');
    await expectNoAxeViolations();
  });

  it('is where a shop card’s name and picture lead', async () => {
    const { user } = renderProductPage();
    await user.click(screen.getByRole('link', { name: 'Shop' }));
    const card = await screen.findByRole('article', { name: 'Rope for Dogs' });
    expect(within(card).getByRole('link', { name: 'Rope for Dogs' }).getAttribute('href')).toBe('/shop/rope-for-dogs');
    expect(within(card).getByRole('link', { name: 'A knotted blue and white rope' }).getAttribute('href')).toBe('/shop/rope-for-dogs');
    await user.click(within(card).getByRole('link', { name: 'Rope for Dogs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rope for Dogs' })).toBeTruthy();
  });
});

describe('a product with options (issue 28)', () => {
  const image = { src: '/images/products/small-dog-food.svg', alt: 'A bag of kibble', ...productImageSize };
  const size = (id: number, value: string, priceCents: number, inStock: boolean) => ({
    id,
    options: [{ name: 'Size', value }],
    label: value,
    sku: `KIB-${value}`,
    priceCents,
    inStock,
    image,
  });
  const kibble: ProductPage = {
    product: {
      id: 120,
      slug: 'hearty-kibble',
      name: 'Hearty Kibble',
      carouselName: 'Kibble',
      description: 'Kibble for every size of dog.',
      priceCents: 1_299,
      image,
      categories: [],
      options: [{ name: 'Size', values: ['4 lb', '15 lb', '30 lb'] }],
      variants: [size(501, '4 lb', 1_299, true), size(502, '15 lb', 3_499, true), size(503, '30 lb', 5_999, false)],
    },
    inStock: true,
  };

  it('offers its sizes as a named radio group and shows the chosen size’s price and stock', async () => {
    const { user } = renderProductPage({ slug: 'hearty-kibble', page: kibble });
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['4 lb', '15 lb', '30 lb']);
    expect((within(sizes).getByRole('radio', { name: '4 lb' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('$12.99')).toBeTruthy();

    await user.click(within(sizes).getByRole('radio', { name: '30 lb' }));
    expect(screen.getByText('$59.99')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    await user.click(within(sizes).getByRole('radio', { name: '15 lb' }));
    expect(screen.getByText('$34.99')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('adds the size chosen', async () => {
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ items: [], itemCount: 1, subtotalCents: 3_499, taxCents: 455, totalCents: 3_954 }));
    const { user } = renderProductPage({ slug: 'hearty-kibble', page: kibble, user: sam });
    await user.click(screen.getByRole('radio', { name: '15 lb' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Item added to cart!')).toBeTruthy();
    const [url, init] = sent.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual(['/api/cart/items', 'POST', JSON.stringify({ productId: 120, variantId: 502 })]);
  });
});
