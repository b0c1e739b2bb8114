import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows, type DatabaseHandle } from './database';
import { providerServices, providerWorkingHours, providers, serviceCategories, services } from './schema';
import { seedDemoData } from './seed';
import { createTestDatabase } from '../test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the demo seed', () => {
  it('has the four service categories and the test grooming service', async () => {
    const categories = await database.db.select().from(serviceCategories).orderBy(serviceCategories.sortOrder);
    expect(categories.map((c) => c.id)).toEqual(['grooming', 'veterinary', 'training', 'specialty']);
    const [service, ...others] = await database.db.select().from(services);
    expect(others).toHaveLength(0);
    expect(service).toMatchObject({
      name: 'Test Grooming Service',
      categoryId: 'grooming',
      durationMinutes: 30,
      petTypes: ['Dog'],
      priceCents: 2500,
    });
  });

  it('leaves one unclaimed provider working 9:00 to 17:00 every day and offering every service', async () => {
    const rows = await database.db.select().from(providers);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBeNull();
    const hours = await database.db.select().from(providerWorkingHours);
    expect(hours.map((h) => h.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(hours.every((h) => h.startMinute === 540 && h.endMinute === 1020)).toBe(true);
    expect(await database.db.select().from(providerServices)).toEqual([
      { providerId: rows[0]?.id, serviceId: 'test-grooming' },
    ]);
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
