import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from './database';
import {
  products,
  providerServices,
  providerWorkingHours,
  providers,
  serviceCategories,
  serviceOptions,
  serviceRequiredVaccines,
  services,
  shopOpeningHours,
} from './schema';
import { seedDemoData } from './seed';
import { createTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the demo seed', () => {
  it("has the spec's four service categories and daycare, the test grooming service, and a veterinary, a training, a full groom and a daycare service", async () => {
    const categories = await database.db.select().from(serviceCategories).orderBy(serviceCategories.sortOrder);
    expect(categories.map((c) => c.id)).toEqual(['grooming', 'veterinary', 'training', 'specialty', 'daycare']);
    const rows = await database.db.select().from(services).orderBy(services.id);
    expect(rows.map((row) => [row.categoryId, row.name, row.durationMinutes, row.petTypes, row.priceCents])).toEqual([
      ['daycare', 'Doggy Daycare (Half Day)', 240, ['Dog'], 3500],
      ['grooming', 'Full Groom', 60, ['Dog'], 5500],
      ['training', 'Puppy Manners Session', 60, ['Dog'], 4500],
      ['grooming', 'Test Grooming Service', 30, ['Dog'], 2500],
      ['veterinary', 'Wellness Exam', 30, ['Dog', 'Cat'], 6500],
    ]);
  });

  it("keeps the spec's grooming service 30 minutes and $25 for every pet, with no vaccine required (D28), and prices the full groom by size and coat", async () => {
    const options = await database.db.select().from(serviceOptions).orderBy(serviceOptions.serviceId, serviceOptions.size, serviceOptions.coat);
    expect(options.filter((row) => row.serviceId === 'test-grooming')).toEqual([]);
    expect(options.find((row) => row.size === 'giant' && row.coat === 'double')).toMatchObject({ serviceId: 'full-groom', durationMinutes: 120, priceCents: 9500 });
    const required = await database.db.select().from(serviceRequiredVaccines);
    expect(required.map((row) => [row.serviceId, row.vaccine]).sort()).toEqual([
      ['doggy-daycare', 'dhpp'],
      ['doggy-daycare', 'rabies'],
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
    expect(offered.map((row) => row.serviceId).sort()).toEqual(['doggy-daycare', 'full-groom', 'puppy-manners', 'test-grooming', 'wellness-exam']);
    expect(offered.every((row) => row.providerId === rows[0]?.id)).toBe(true);
  });

  it('never brings back a demo row the owner deactivated or deleted', async () => {
    await database.db.update(products).set({ active: false, priceCents: 999 }).where(eq(products.id, 3));
    await database.db.delete(products).where(eq(products.id, 9));
    await database.db.delete(providerServices).where(eq(providerServices.serviceId, 'puppy-manners'));
    await database.db.delete(services).where(eq(services.id, 'puppy-manners'));
    await database.db.delete(shopOpeningHours).where(eq(shopOpeningHours.weekday, 0));
    await database.db.delete(serviceRequiredVaccines).where(eq(serviceRequiredVaccines.serviceId, 'doggy-daycare'));
    await database.db.delete(serviceOptions).where(eq(serviceOptions.serviceId, 'full-groom'));

    await seedDemoData(database.db);

    const [giraffe] = await database.db.select().from(products).where(eq(products.id, 3));
    expect(giraffe).toMatchObject({ active: false, priceCents: 999 });
    expect(await database.db.select().from(products).where(eq(products.id, 9))).toEqual([]);
    expect(await database.db.select().from(services).where(eq(services.id, 'puppy-manners'))).toEqual([]);
    expect(await database.db.select().from(shopOpeningHours).where(eq(shopOpeningHours.weekday, 0))).toEqual([]);
    expect(await database.db.select().from(serviceRequiredVaccines)).toEqual([]);
    expect(await database.db.select().from(serviceOptions)).toEqual([]);
  });

  it('numbers new products from 100, after the demo ids', async () => {
    const [row] = await database.db
      .insert(products)
      .values({ name: 'New', slug: 'new', carouselName: 'New', description: 'New', priceCents: 100, imagePath: '/x.svg', imageAlt: 'x', sortOrder: 99 })
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
