import { formatCatalogPrice } from '@shared/money/money';
import type { Product } from '@shared/contracts/products';
import type { Database } from '../../db/database';
import { productImageSize } from '../../db/seed-data';
import { findActiveProducts, type ProductRow } from './catalog.repo';

export async function listProducts(db: Database): Promise<Product[]> {
  return (await findActiveProducts(db)).map(toProduct);
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    carouselName: row.carouselName,
    description: row.description,
    priceCents: row.priceCents,
    price: formatCatalogPrice(row.priceCents),
    image: { src: row.imagePath, alt: row.imageAlt, ...productImageSize },
  };
}
