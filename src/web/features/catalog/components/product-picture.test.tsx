import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneVariant } from '@shared/test/variants';
import { screen } from '@testing-library/dom';
import { productImageSize, type Product } from '@shared/contracts/products';
import { ProductCard } from '@web/features/catalog/components/product-card';
import { ProductDetails } from '@web/features/catalog/components/product-details';
import { renderScreen } from '@web/test/render';

const sha = (digit: string) => digit.repeat(64);

/** An owner's upload with its smaller copies, as GET /api/products lists it. */
const uploadedProduct = {
  id: 120,
  slug: 'salmon-treats',
  name: 'Salmon Treats',
  carouselName: 'Salmon Treats',
  description: 'Soft salmon bites.',
  priceCents: 899,
  image: {
    src: `/media/${sha('a')}.jpg`,
    alt: 'A bag of salmon treats',
    ...productImageSize,
    srcset: [
      { src: `/media/${sha('b')}.webp`, width: 200 },
      { src: `/media/${sha('c')}.webp`, width: 400 },
      { src: `/media/${sha('d')}.webp`, width: 800 },
    ],
  },
  categories: [],
};
const uploaded: Product = { ...uploadedProduct, ...oneVariant(uploadedProduct) };
const expectedSrcset = `/media/${sha('b')}.webp 200w, /media/${sha('c')}.webp 400w, /media/${sha('d')}.webp 800w`;

/** What jsdom lacks and a browser has: media queries (the card asks whether motion is reduced). */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const picture = () => screen.getByRole('img', { name: 'A bag of salmon treats' });

describe('a product picture with smaller copies', () => {
  it('offers them to the browser on the shop card, sized as a card is drawn, the upload staying its src', () => {
    renderScreen(<ProductCard product={uploaded} selected={false} onAddToCart={() => {}} />);
    expect(picture().getAttribute('srcset')).toBe(expectedSrcset);
    expect(picture().getAttribute('sizes')).toBe('(max-width: 520px) 50vw, (max-width: 540px) 100vw, 360px');
    expect(picture().getAttribute('src')).toBe(uploaded.image.src);
    expect(picture().getAttribute('loading')).toBe('lazy');
  });

  it('offers them on the product page too, sized as the page draws it', () => {
    renderScreen(<ProductDetails page={{ product: uploaded, inStock: true }} onAddToCart={() => {}} />);
    expect(picture().getAttribute('srcset')).toBe(expectedSrcset);
    expect(picture().getAttribute('sizes')).toBe('(min-width: 1152px) 516px, (min-width: 768px) 50vw, 100vw');
  });

  it('writes neither srcset nor sizes for a picture without copies (a demo drawing)', () => {
    const { srcset: _copies, ...image } = uploaded.image;
    renderScreen(<ProductCard product={{ ...uploaded, image: { ...image, src: '/images/products/cat-pouches.svg' } }} selected={false} onAddToCart={() => {}} />);
    expect(picture().hasAttribute('srcset')).toBe(false);
    expect(picture().hasAttribute('sizes')).toBe(false);
    expect(picture().getAttribute('src')).toBe('/images/products/cat-pouches.svg');
  });
});
