import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleProduct } from '@shared/contracts/console-catalogue';
import { ApiClientError } from '@web/lib/api-client';
import { i18n, loadCatalogs } from '@web/lib/i18n';
import { checkProductForm, emptyProductForm, productFormValuesOf, productSaveProblem } from '@web/features/console-products/lib/product-form';

const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new ApiClientError(status, { error: { code, message, ...(fields ? { fields } : {}) } });

beforeAll(() => loadCatalogs());

const filled = {
  ...emptyProductForm,
  name: 'Catnip Mouse',
  description: 'A felt mouse.',
  price: '$6.5',
  stock: ' 12 ',
  imageSrc: `/media/${'a'.repeat(64)}.png`,
  imageAlt: 'A grey felt mouse',
};

describe('the product form rules, with the server contract', () => {
  it('sends what was typed, with the numbers as numbers', () => {
    const { optionNames: _names, variants: _variants, ...typed } = filled;
    expect(checkProductForm(filled, t)).toEqual({ body: { ...typed, stock: 12, sortOrder: 100 } });
  });

  it('sends variant rows as variants, their values named by the option names (issue 28)', () => {
    const rows = {
      ...filled,
      optionNames: 'Size / Flavour',
      variants: [
        { id: 7, values: '4 lb / Chicken', sku: ' KIB-4 ', barcode: '', price: '12.99', stock: '3', lowStockThreshold: '2' },
        { values: '15 lb / Chicken', sku: 'KIB-15', barcode: '0123', price: '34.99', stock: '0', lowStockThreshold: '5' },
      ],
    };
    const checked = checkProductForm(rows, t);
    expect(checked).toMatchObject({
      body: {
        price: undefined,
        stock: undefined,
        variants: [
          { id: 7, options: [{ name: 'Size', value: '4 lb' }, { name: 'Flavour', value: 'Chicken' }], sku: 'KIB-4', barcode: '', price: '12.99', stock: 3, lowStockThreshold: 2 },
          { options: [{ name: 'Size', value: '15 lb' }, { name: 'Flavour', value: 'Chicken' }], sku: 'KIB-15', barcode: '0123', price: '34.99', stock: 0, lowStockThreshold: 5 },
        ],
      },
    });
    expect(checkProductForm({ ...rows, variants: [rows.variants[0]!, { ...rows.variants[1]!, sku: 'KIB-4' }] }, t)).toEqual({
      errors: { variants: 'Two variants have the same SKU.' },
    });
  });

  it('refuses an empty stock and a position with a fraction in the contract’s words', () => {
    expect(checkProductForm({ ...filled, stock: '', sortOrder: '1.5' }, t)).toEqual({
      errors: {
        stock: 'Please enter the units in stock as a whole number from 0 to 100,000.',
        sortOrder: 'Please enter the position as a whole number from 0 to 100,000.',
      },
    });
  });

  it('shows a carousel name equal to the name as empty, since it follows the name', () => {
    const product: ConsoleProduct = {
      id: 100,
      name: 'Ball',
      slug: 'ball',
      categories: [],
      carouselName: 'Ball',
      description: 'Round.',
      priceCents: 1050,
      stock: 0,
      available: 0,
      lowStock: true,
      sortOrder: 4,
      active: false,
      image: { src: '/images/products/ball-launcher.svg', alt: 'A ball' },
      updatedAt: '2027-01-01T00:00:00.000Z',
      options: [],
      variants: [],
    };
    expect(productFormValuesOf(product)).toMatchObject({ carouselName: '', price: '10.50', stock: '0', sortOrder: '4', active: false });
  });
});

describe('a refused save, in words', () => {
  it('puts the server’s field messages beside their fields', () => {
    const refused = apiError(422, 'VALIDATION_ERROR', 'Invalid', { imageSrc: 'Please upload an image of the product.', 'price.0': 'Bad', other: 'x' });
    expect(productSaveProblem(refused, t)).toEqual({
      message: 'Please correct the marked fields.',
      fields: { imageSrc: 'Please upload an image of the product.', price: 'Bad' },
    });
  });

  it('says the server’s own words for a refusal without fields, and “could not be saved” for a failure', () => {
    expect(productSaveProblem(apiError(404, 'NOT_FOUND', 'That product does not exist.'), t)).toEqual({ message: 'That product does not exist.', fields: {} });
    expect(productSaveProblem(apiError(0, 'NETWORK_ERROR', 'The server could not be reached.'), t).message).toBe('The product could not be saved. Please try again.');
    expect(productSaveProblem(apiError(500, 'INTERNAL_ERROR', 'Oops'), t).message).toBe('The product could not be saved. Please try again.');
    expect(productSaveProblem(new Error('boom'), t).message).toBe('The product could not be saved. Please try again.');
  });
});
