import { describe, expect, it } from 'vitest';
import { productImageSize, type ProductPage } from '@shared/contracts/products';
import { productHead } from '@web/features/catalog/lib/product-head';

const rope: ProductPage = {
  product: {
    id: 2,
    slug: 'rope-for-dogs',
    name: 'Corde pour chiens',
    carouselName: 'Corde',
    description: 'Une corde solide.',
    priceCents: 1_000,
    image: { src: '/images/products/rope-for-dogs.svg', alt: 'Une corde', ...productImageSize },
    categories: [],
    options: [],
    variants: [{ id: 1002, options: [], label: '', sku: 'rope-for-dogs', priceCents: 1_000, inStock: true, image: { src: '/images/products/rope-for-dogs.svg', alt: 'Une corde', ...productImageSize } }],
  },
  inStock: false,
};

describe('a product page’s head', () => {
  it('describes a schema.org Product with an Offer in CAD, at the page’s address in its language', () => {
    const head = productHead(rope, { origin: 'https://shop.example', locale: 'fr-CA' });
    expect(head.structuredData).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Corde pour chiens',
      description: 'Une corde solide.',
      image: ['https://shop.example/images/products/rope-for-dogs.svg'],
      sku: '2',
      url: 'https://shop.example/fr/shop/rope-for-dogs',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/fr/shop/rope-for-dogs',
        price: '10.00',
        priceCurrency: 'CAD',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('gives a link preview its type, title, description, absolute image and address', () => {
    const head = productHead({ ...rope, inStock: true }, { origin: 'https://shop.example', locale: 'en-CA' });
    expect(Object.fromEntries(head.openGraph ?? [])).toMatchObject({
      'og:type': 'product',
      'og:title': 'Corde pour chiens',
      'og:description': 'Une corde solide.',
      'og:image': 'https://shop.example/images/products/rope-for-dogs.svg',
      'og:url': 'https://shop.example/shop/rope-for-dogs',
      'og:locale': 'en_CA',
    });
    expect(head.description).toBe('Une corde solide.');
    expect((head.structuredData?.offers as { availability: string }).availability).toBe('https://schema.org/InStock');
  });
});
