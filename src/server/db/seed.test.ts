import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from './database';
import { products, providerServices, providerWorkingHours, providers, serviceCategories, services, shopOpeningHours } from './schema';
import { seedDemoData } from './seed';
import { createTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the demo seed', () => {
  it('has the four service categories, the test grooming service, and a veterinary and a training service', async () => {
    const categories = await database.db.select().from(serviceCategories).orderBy(serviceCategories.sortOrder);
    expect(categories.map((c) => c.id)).toEqual(['grooming', 'veterinary', 'training', 'specialty']);
    const rows = await database.db.select().from(services).orderBy(services.id);
    expect(rows.map((row) => [row.categoryId, row.name, row.durationMinutes, row.petTypes, row.priceCents])).toEqual([
      ['training', 'Puppy Manners Session', 60, ['Dog'], 4500],
      ['grooming', 'Test Grooming Service', 30, ['Dog'], 2500],
      ['veterinary', 'Wellness Exam', 30, ['Dog', 'Cat'], 6500],
    ]);
  });

  it('opens the shop Monday to Friday 9am to 6pm and weekends 10am to 4pm (D28)', async () => {
    const hours = await database.db.select().from(shopOpeningHours).orderBy(shopOpeningHours.weekday);
    expect(hours.map((h) => [h.weekday, h.startMinute, h.endMinute])).toEqual([
      [0, 600, 960],
      [1, 540, 1080],
      [2, 540, 1080],
      [3, 540, 1080],
      [4, 540, 1080],
      [5, 540, 1080],
      [6, 600, 960],
    ]);
  });

  it('leaves one unclaimed provider working 9:00 to 17:00 every day and offering every service', async () => {
    const rows = await database.db.select().from(providers);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBeNull();
    const hours = await database.db.select().from(providerWorkingHours);
    expect(hours.map((h) => h.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(hours.every((h) => h.startMinute === 540 && h.endMinute === 1020)).toBe(true);
    const offered = await database.db.select().from(providerServices);
    expect(offered.map((row) => row.serviceId).sort()).toEqual(['puppy-manners', 'test-grooming', 'wellness-exam']);
    expect(offered.every((row) => row.providerId === rows[0]?.id)).toBe(true);
  });

  it('never brings back a demo row the owner deactivated or deleted', async () => {
    await database.db.update(products).set({ active: false, priceCents: 999 }).where(eq(products.id, 3));
    await database.db.delete(products).where(eq(products.id, 9));
    await database.db.delete(providerServices).where(eq(providerServices.serviceId, 'puppy-manners'));
    await database.db.delete(services).where(eq(services.id, 'puppy-manners'));
    await database.db.delete(shopOpeningHours).where(eq(shopOpeningHours.weekday, 0));

    await seedDemoData(database.db);

    const [giraffe] = await database.db.select().from(products).where(eq(products.id, 3));
    expect(giraffe).toMatchObject({ active: false, priceCents: 999 });
    expect(await database.db.select().from(products).where(eq(products.id, 9))).toEqual([]);
    expect(await database.db.select().from(services).where(eq(services.id, 'puppy-manners'))).toEqual([]);
    expect(await database.db.select().from(shopOpeningHours).where(eq(shopOpeningHours.weekday, 0))).toEqual([]);
  });

  it('numbers new products from 100, after the demo ids', async () => {
    const [row] = await database.db
      .insert(products)
      .values({ name: 'New', carouselName: 'New', description: 'New', priceCents: 100, imagePath: '/x.svg', imageAlt: 'x', sortOrder: 99 })
      .returning({ id: products.id });
    expect(row?.id).toBeGreaterThanOrEqual(100);
  });

  it('adds nothing when run again', async () => {
    const count = async () =>
      (
        await selectRows<{ n: number }>(
          database.db,
          sql`select (select count(*) from products) + (select count(*) from services)
                   + (select count(*) from providers) + (select count(*) from provider_working_hours) as n`,
        )
      )[0]?.n;
    const before = Number(await count());
    await seedDemoData(database.db);
    await seedDemoData(database.db);
    expect(Number(await count())).toBe(before);
  });
});
