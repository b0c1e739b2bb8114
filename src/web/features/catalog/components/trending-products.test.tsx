import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import { productImageSize, type Product } from '@shared/contracts/products';
import { trendingProductsQueryKey } from '@web/features/catalog/api/get-trending-products';
import { TrendingProducts } from '@web/features/catalog/components/trending-products';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';
import { oneVariant } from '@shared/test/variants';

const product = (id: number, name: string, carouselName: string, priceCents: number): Product => {
  const shown = {
  id,
  slug: `product-${id}`,
  name,
  carouselName,
  description: `All about ${name}.`,
  priceCents,
  image: { src: `/images/products/${id}.svg`, alt: `A picture of ${name}`, ...productImageSize },
  categories: [],
  };
  return { ...shown, ...oneVariant(shown) };
};

/**
 * As GET /api/products/trending answers when the shop's best seller is the Ball Launcher
 * and a product added by the owner (id 120) sells next: best sellers first, then the
 * featured order, nine in all.
 */
const trending = [
  product(9, 'Ball Launcher', 'Ball Launcher', 4_000),
  product(120, 'Salmon Cat Treats', 'Salmon Treats', 650),
  product(1, 'Small Dog Food', 'Small Dog Food', 780),
  product(2, 'Rope for Dogs', 'Rope for Dogs', 1_000),
  product(3, 'Giraffe Plush Toy', 'Giraffe Plush', 700),
  product(4, 'Canned Cat Food', 'Canned Cat Food', 1_250),
  product(5, 'Cat Pouches', 'Cat Pouches', 300),
  product(6, 'Laser Tease Toy', 'Laser Tease Toy', 1_500),
  product(7, 'Flapping Fish', 'Flapping Fish', 1_800),
];

function renderCarousel(products: Product[] = trending) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(trendingProductsQueryKey, { products });
  return renderScreen(<TrendingProducts />, { queryClient });
}

const carousel = () => screen.findByRole('region', { name: 'Trending products' });

/** What jsdom lacks and a browser has: media queries (reduced motion asked for, so nothing moves by itself) and observers. */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  class QuietObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', QuietObserver);
  vi.stubGlobal('IntersectionObserver', QuietObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home page’s Trending Products carousel (spec: 9 products)', () => {
  it('shows the nine trending products in the order the server ranked them, with their short names, prices and pictures', async () => {
    renderCarousel();
    const region = await carousel();
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(trending.map((_, index) => `${index + 1} of 9`));
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(trending.map((each) => `/shop?product=${each.id}`));
    // The carousel's short names ("Giraffe Plush"), not the shop's.
    expect(links[4]!.textContent).toContain('Giraffe Plush');
    expect(links[4]!.textContent).not.toContain('Giraffe Plush Toy');
    expect(links[1]!.textContent).toContain('Salmon Treats');
    // Catalogue prices as the spec writes them: cents only when there are some.
    expect(links.map((link) => within(link).getByText(/^\$/).textContent)).toEqual(['$40', '$6.50', '$7.80', '$10', '$7', '$12.50', '$3', '$15', '$18']);
    const image = links[0]!.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/images/products/9.svg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '400']);
    await expectNoAxeViolations();
  });

  it('keeps its Previous, Pause and Next controls, and Pause becomes Play', async () => {
    const { user } = renderCarousel();
    const region = await carousel();
    expect(within(region).getByRole('button', { name: 'Previous products' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Next products' })).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: /^Pause/ }));
    expect(within(region).getByRole('button', { name: /^Play/ })).toBeTruthy();
  });

  it('counts its slides from what the server sent: fewer than nine when the shop has fewer on sale', async () => {
    renderCarousel(trending.slice(0, 3));
    const region = await carousel();
    expect(within(region).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });
});
