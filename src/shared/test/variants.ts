import type { ConsoleProduct } from '../contracts/console-catalogue';
import { productImageSize, type Product } from '../contracts/products';

/** A test product's one variant without options, as the server answers a product without options (variant id = product id + 1000). */
export const oneVariant = (product: Pick<Product, 'id' | 'slug' | 'priceCents' | 'image'>, inStock = true): Pick<Product, 'options' | 'variants'> => ({
  options: [],
  variants: [{ id: product.id + 1000, options: [], label: '', sku: product.slug, priceCents: product.priceCents, inStock, image: product.image }],
});

/** The console's view of the same: its one variant with its stock. */
export const oneConsoleVariant = (
  product: Pick<ConsoleProduct, 'id' | 'slug' | 'priceCents' | 'stock' | 'available' | 'lowStock'>,
): Pick<ConsoleProduct, 'options' | 'variants'> => ({
  options: [],
  variants: [
    {
      id: product.id + 1000,
      options: [],
      label: '',
      sku: product.slug,
      barcode: null,
      priceCents: product.priceCents,
      stock: product.stock,
      available: product.available,
      lowStockThreshold: 5,
      lowStock: product.lowStock,
    },
  ],
});

/** A test product without options as GET /api/products answers it, named `name`, in `categories`. */
export function testProduct(id: number, name: string, priceCents: number, categories: string[] = []): Product {
  const shown = {
    id,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    name,
    carouselName: name,
    description: `All about ${name}.`,
    priceCents,
    image: { src: `/images/products/${id}.svg`, alt: `A picture of ${name}`, ...productImageSize },
    categories,
  };
  return { ...shown, ...oneVariant(shown) };
}
