import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { products, providerServices, providerWorkingHours, providers, serviceCategories, services } from './schema';
import { DEMO_STOCK_PER_PRODUCT, demoProducts, demoProvider, demoServiceCategories, demoServices } from './seed-data';

/**
 * Idempotent: inserts what is missing and never overwrites a row, so a shop's
 * own price or name changes survive restarts.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(products)
      .values(
        demoProducts.map((product, index) => ({
          id: product.id,
          slug: product.slug,
          name: product.name,
          carouselName: product.carouselName,
          description: product.description,
          priceCents: product.priceCents,
          imagePath: `/images/products/${product.slug}.svg`,
          imageAlt: product.imageAlt,
          sortOrder: index + 1,
          stock: DEMO_STOCK_PER_PRODUCT,
        })),
      )
      .onConflictDoNothing();

    await tx.insert(serviceCategories).values([...demoServiceCategories]).onConflictDoNothing();
    await tx
      .insert(services)
      .values(demoServices.map((service) => ({ ...service, petTypes: [...service.petTypes] })))
      .onConflictDoNothing();

    // One unclaimed schedule, only on a database that has no provider at all (D9).
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(providers);
    if (count > 0) return;
    const [provider] = await tx.insert(providers).values({ displayName: demoProvider.displayName }).returning();
    if (!provider) throw new Error('Seeding the demo provider returned no row');
    await tx
      .insert(providerWorkingHours)
      .values(demoProvider.workingHours.map((hours) => ({ providerId: provider.id, ...hours })));
    const allServices = await tx.select({ id: services.id }).from(services);
    await tx
      .insert(providerServices)
      .values(allServices.map((service) => ({ providerId: provider.id, serviceId: service.id })));
  });
}
