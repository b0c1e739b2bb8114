import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '@shared/test/variants';
import { screen, within } from '@testing-library/dom';
import { Route, Routes, useParams } from 'react-router';
import { useLocation } from '@web/lib/routing';
import { type Product } from '@shared/contracts/products';
import type { SearchResponse } from '@shared/contracts/search';
import { SearchBox } from '@web/features/catalog/components/search-box';
import { ShopSearchRoute } from '@web/routes/shop-search';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const product = (id: number, name: string, priceCents: number): Product => testProduct(id, name, priceCents);

/** What GET /api/search answers, by its q: two kibbles for the typo, nothing (and categories) for the rest. */
function answerSearches() {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    const body: SearchResponse =
      url.searchParams.get('q') === 'kible'
        ? { products: [product(120, 'Kibble', 2_500), product(121, 'Grain Free Kibble', 3_200)], total: 2, suggestions: [] }
        : { products: [], total: 0, suggestions: [{ slug: 'dog', group: 'pet', name: 'Dog' }, { slug: 'toys', group: 'kind', name: 'Toys' }] };
    return Response.json(body);
  });
  return asked;
}

function ProductPageStandIn() {
  return <p>Product page {useParams().slug}</p>;
}
function ShopStandIn() {
  return <p>Shop at {useLocation().search}</p>;
}

function renderBox() {
  return renderScreen(
    <Routes>
      <Route path="shop" element={<><SearchBox /><ShopStandIn /></>} />
      <Route path="shop/search" element={<ShopSearchRoute />} />
      <Route path="shop/:slug" element={<ProductPageStandIn />} />
    </Routes>,
    { path: '/shop' },
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });

/** What jsdom lacks and a browser has: media queries (the shop's cards ask about reduced motion). */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the shop’s search box (issue 28)', () => {
  it('suggests products as one types, once typing pauses, and says how many', async () => {
    const asked = answerSearches();
    const { user } = renderBox();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await user.type(box(), 'kible');
    const list = await screen.findByRole('listbox', { name: 'Search products' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Kibble$25', 'Grain Free Kibble$32']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getByRole('status').textContent).toBe('2 products suggested. Use the up and down arrows to choose.');
    // One question for the whole word, not one per letter.
    expect(asked).toEqual(['/api/search?q=kible&limit=6']);
    await expectNoAxeViolations();
  });

  it('moves through the suggestions with the arrows and opens the chosen product with Enter', async () => {
    answerSearches();
    const { user } = renderBox();
    await user.type(box(), 'kible');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Grain Free Kibble/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /^Kibble/ }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Product page kibble')).toBeTruthy();
  });

  it('goes to the results page with Enter when no suggestion is chosen', async () => {
    answerSearches();
    const { user } = renderBox();
    await user.type(box(), 'kible{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “kible”' })).toBeTruthy();
    expect(await screen.findByText('2 products found')).toBeTruthy();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Kibble', 'Grain Free Kibble']);
  });

  it('closes the list with Escape, then clears the box', async () => {
    answerSearches();
    const { user } = renderBox();
    await user.type(box(), 'kible');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((box() as HTMLInputElement).value).toBe('kible');
    await user.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
    // The arrows open it again once there is something to look for.
    await user.type(box(), 'kible');
    await screen.findByRole('listbox');
  });

  it('opens a suggestion when it is clicked', async () => {
    answerSearches();
    const { user } = renderBox();
    await user.type(box(), 'kible');
    await user.click(await screen.findByRole('option', { name: /Grain Free Kibble/ }));
    expect(await screen.findByText('Product page grain-free-kibble')).toBeTruthy();
  });
});

describe('the search results page', () => {
  it('offers the categories to browse when nothing matches', async () => {
    answerSearches();
    renderScreen(
      <Routes>
        <Route path="shop/search" element={<ShopSearchRoute />} />
      </Routes>,
      { path: '/shop/search?q=zzz' },
    );
    expect(await screen.findByText('No products match “zzz”.')).toBeTruthy();
    const browse = screen.getByRole('navigation', { name: 'Browse a category:' });
    expect(within(browse).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dog', '/shop?category=dog'],
      ['Toys', '/shop?category=toys'],
    ]);
    expect((box() as HTMLInputElement).value).toBe('zzz');
    await expectNoAxeViolations();
  });
});
