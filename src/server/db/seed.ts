import { inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from './database';
import {
  blogPosts,
  blogPostTexts,
  productCategories,
  productCategoryMembers,
  products,
  productVariants,
  providerServices,
  providerWorkingHours,
  providers,
  seededItems,
  serviceCategories,
  serviceOptions,
  serviceRequiredVaccines,
  services,
  shopOpeningHours,
} from './schema';
import {
  DEMO_STOCK_PER_PRODUCT,
  demoOpeningHours,
  demoProductCategories,
  demoProducts,
  demoProvider,
  demoRequiredVaccines,
  demoServiceCategories,
  demoServiceOptions,
  demoServices,
} from './seed-data';
import { productSlugOf } from '../modules/catalog/slug';
import { blogPosts as demoBlogPosts } from '@shared/site-config/blog-posts';
import { blogPostsFrench } from '@shared/site-config/blog-posts.fr-CA';
import { paragraphsText } from '@shared/pages/text-blocks';

/**
 * Idempotent, and never a second time: each demo item is put in once, recorded in
 * seeded_items, and never again, so the owner's edits survive restarts and a demo row
 * the owner deactivated or deleted does not come back. Claiming the record first makes
 * two processes starting at once seed each item once.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // One round trip claims every demo item; only the ones claimed now are inserted.
    const demoItems = [
      ...demoServiceCategories.map((category) => ({ kind: 'service-category', key: category.id })),
      ...demoProducts.map((product) => ({ kind: 'product', key: String(product.id) })),
      ...demoServices.map((service) => ({ kind: 'service', key: service.id })),
      ...demoProductCategories.map((category) => ({ kind: 'product-category', key: category.slug })),
      { kind: 'opening-hours', key: 'default' },
      ...demoBlogPosts.map((post) => ({ kind: 'blog-post', key: String(post.id) })),
    ];
    const isNew = await claim(tx, demoItems);

    const categories = demoServiceCategories.filter((category) => isNew('service-category', category.id));
    if (categories.length > 0) await tx.insert(serviceCategories).values(categories).onConflictDoNothing();

    const productRows = demoProducts.flatMap((product, index) =>
      isNew('product', String(product.id))
        ? [
            {
              id: product.id,
              name: product.name,
              slug: productSlugOf(product.name),
              carouselName: product.carouselName,
              description: product.description,
              priceCents: product.priceCents,
              imagePath: `/images/products/${product.slug}.svg`,
              imageAlt: product.imageAlt,
              sortOrder: index + 1,
            },
          ]
        : [],
    );
    if (productRows.length > 0) {
      const inserted = await tx.insert(products).values(productRows).onConflictDoNothing().returning();
      // Each demo product is one variant without options, its SKU its slug (issue 28).
      if (inserted.length > 0) {
        await tx
          .insert(productVariants)
          .values(inserted.map((row) => ({ productId: row.id, sku: row.slug, priceCents: row.priceCents, stock: DEMO_STOCK_PER_PRODUCT })))
          .onConflictDoNothing();
      }
    }

    await seedProductCategories(tx, demoProductCategories.filter((category) => isNew('product-category', category.slug)));

    const newServices = demoServices.filter((service) => isNew('service', service.id));
    if (newServices.length > 0) {
      await tx
        .insert(services)
        .values(newServices.map((service) => ({ ...service, petTypes: [...service.petTypes] })))
        .onConflictDoNothing();
      // A demo service's size and coat rows and vaccines come with it, once: rows the owner removed stay removed.
      const isNewService = (row: { serviceId: string }) => newServices.some((service) => service.id === row.serviceId);
      const options = demoServiceOptions.filter(isNewService);
      if (options.length > 0) await tx.insert(serviceOptions).values([...options]).onConflictDoNothing();
      const vaccines = demoRequiredVaccines.filter(isNewService);
      if (vaccines.length > 0) await tx.insert(serviceRequiredVaccines).values([...vaccines]).onConflictDoNothing();
    }

    await seedBlogPosts(tx, demoBlogPosts.filter((post) => isNew('blog-post', String(post.id))));
    if (isNew('opening-hours', 'default')) await tx.insert(shopOpeningHours).values(demoOpeningHours).onConflictDoNothing();

    // One unclaimed schedule, only on a database that has no provider at all (D9); it
    // offers every service. On an older install, the schedules there offer the new demo services.
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(providers);
    if (count === 0 && (await claim(tx, [{ kind: 'provider', key: 'demo' }]))('provider', 'demo')) {
      const [provider] = await tx.insert(providers).values({ displayName: demoProvider.displayName }).returning();
      if (!provider) throw new Error('Seeding the demo provider returned no row');
      await tx.insert(providerWorkingHours).values(demoProvider.workingHours.map((hours) => ({ providerId: provider.id, ...hours })));
      const allServices = await tx.select({ id: services.id }).from(services);
      await tx.insert(providerServices).values(allServices.map((service) => ({ providerId: provider.id, serviceId: service.id })));
      return;
    }
    if (newServices.length === 0) return;
    const schedules = await tx.select({ id: providers.id }).from(providers);
    const offers = schedules.flatMap((schedule) => newServices.map((service) => ({ providerId: schedule.id, serviceId: service.id })));
    if (offers.length > 0) await tx.insert(providerServices).values(offers).onConflictDoNothing();
  });
}

/** New demo categories, each with the demo products still here that sit in it. */
async function seedProductCategories(tx: Transaction, categories: ReadonlyArray<(typeof demoProductCategories)[number]>): Promise<void> {
  if (categories.length === 0) return;
  const inserted = await tx
    .insert(productCategories)
    .values(categories.map(({ products: _members, ...category }) => category))
    .onConflictDoNothing()
    .returning({ id: productCategories.id, slug: productCategories.slug });
  const wanted = [...new Set(categories.flatMap((category) => category.products))];
  if (wanted.length === 0) return;
  const here = new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, wanted))).map((row) => row.id));
  const members = inserted.flatMap((row) =>
    (categories.find((category) => category.slug === row.slug)?.products ?? []).filter((id) => here.has(id)).map((productId) => ({ categoryId: row.id, productId })),
  );
  if (members.length > 0) await tx.insert(productCategoryMembers).values(members).onConflictDoNothing();
}

/** The spec's two care tips, published as /blog/1 and /blog/2, in English and French (issue 30). */
async function seedBlogPosts(tx: Transaction, posts: typeof demoBlogPosts): Promise<void> {
  if (posts.length === 0) return;
  const inserted = await tx
    .insert(blogPosts)
    .values(posts.map((post) => ({ id: post.id, status: 'published', publishedOn: post.date, author: post.author, imagePath: post.image.src })))
    .onConflictDoNothing()
    .returning({ id: blogPosts.id });
  const words = posts
    .filter((post) => inserted.some((row) => row.id === post.id))
    .flatMap((post) => {
      const french = blogPostsFrench[post.id];
      const english = { title: post.title, snippet: post.snippet, tags: post.tags, imageAlt: post.image.alt, body: paragraphsText(post.paragraphs) };
      return [
        { postId: post.id, locale: 'en-CA', ...english },
        ...(french ? [{ postId: post.id, locale: 'fr-CA', title: french.title, snippet: french.snippet, tags: french.tags, imageAlt: french.imageAlt, body: paragraphsText(french.paragraphs) }] : []),
      ];
    });
  if (words.length > 0) await tx.insert(blogPostTexts).values(words);
  // The ids were given by hand: the owner's first post takes the next one.
  await tx.execute(sql`select setval(pg_get_serial_sequence('blog_posts', 'id'), greatest((select max(id) from blog_posts), 1))`);
}

/** Claims the items in seeded_items; answers, per item, whether this call claimed it (true only the first time ever). */
async function claim(tx: Transaction, items: Array<{ kind: string; key: string }>): Promise<(kind: string, key: string) => boolean> {
  const rows = await tx.insert(seededItems).values(items).onConflictDoNothing().returning({ kind: seededItems.kind, key: seededItems.key });
  const claimed = new Set(rows.map((row) => `${row.kind}:${row.key}`));
  return (kind, key) => claimed.has(`${kind}:${key}`);
}
