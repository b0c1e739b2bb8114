import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentPageSchema, lastBookedResponseSchema, type AppointmentPage } from '@shared/contracts/booking';
import { providerAppointmentPageSchema } from '@shared/contracts/providers';
import { appointments, pets, providers } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { ApiClient, newUser } from '../../test/api-client';
import { addProvider, PINNED_NOW } from '../../test/booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantProvider } from '../providers/providers.service';

/**
 * Issue 15: the signed-in lists of appointments come a page at a time, upcoming soonest
 * first, then the older ones latest first on request; a cursor continues a list with no
 * overlap and no gap, and never into another account's rows.
 */

const now = PINNED_NOW;
const HOUR = 3_600_000;
/** How far the app's clock has moved past `now` (one test lets time pass). */
let later = 0;
let t: TestApp;
let providerId: number;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(now.getTime() + later) });
  providerId = await addProvider(t.database.db, 'Pat Pages');
});
afterAll(() => t.close());

async function customer(name: string) {
  const client = new ApiClient(t.app);
  const response = await client.signUp(newUser(name));
  return { client, id: (response.json() as { user: { id: string } }).user.id };
}

/** Appointments of `userId` starting `hoursFromNow` (negative: in the past), written as they would be stored. */
async function seed(userId: string, hoursFromNow: number[], fields: { providerId?: number; petId?: string; status?: 'Confirmed' | 'Cancelled' | 'Completed' } = {}) {
  if (hoursFromNow.length === 0) return [];
  return t.database.db
    .insert(appointments)
    .values(
      hoursFromNow.map((hours, index) => {
        const startsAt = new Date(now.getTime() + hours * HOUR);
        return {
          userId,
          providerId: fields.providerId ?? providerId,
          serviceId: 'test-grooming',
          serviceName: 'Test Grooming Service',
          serviceDescription: 'A grooming made for tests.',
          serviceDurationMinutes: 30,
          servicePriceCents: 2_500,
          servicePetTypes: ['Dog'],
          petId: fields.petId ?? null,
          petName: `Pet ${index}`,
          petType: 'Dog',
          petAge: '2 years',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * 60_000),
          // Several may share a start: only Confirmed ones of one provider may not overlap.
          status: fields.status ?? (hours >= 0 ? 'Cancelled' : 'Completed'),
          idempotencyKey: randomUUID(),
          createdAt: new Date(now.getTime() - (1_000 - index) * 60_000),
        };
      }),
    )
    .returning();
}

type Row = { id: string; startsAt: Date };
const byKey = (a: Row, b: Row) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** The order the list promises: upcoming soonest first, then older latest first. */
const expectedOrder = (rows: Row[]) => [
  ...rows.filter((row) => row.startsAt >= now).sort(byKey),
  ...rows.filter((row) => row.startsAt < now).sort(byKey).reverse(),
].map((row) => row.id);

async function page(client: ApiClient, query: string): Promise<AppointmentPage> {
  const response = await client.get(`/api/appointments${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return appointmentPageSchema.parse(response.json());
}

/** Follows the cursors to the end, recording each page. */
async function everyPage(client: ApiClient, limit: number, extra = '') {
  const pages: AppointmentPage[] = [];
  let query = `?limit=${limit}${extra}`;
  for (;;) {
    const current = await page(client, query);
    pages.push(current);
    if (!current.nextCursor) return pages;
    expect(pages.length).toBeLessThan(50);
    query = `?limit=${limit}${extra}&cursor=${encodeURIComponent(current.nextCursor)}`;
  }
}

describe('GET /api/appointments, a page at a time', () => {
  it('lists upcoming soonest first, then, on request, older latest first, with no overlap, no gap and nothing of anyone else', async () => {
    const ada = await customer('Ada Pages');
    const bo = await customer('Bo Pages');
    // Two of Ada's upcoming ones start at the same moment: the id breaks the tie.
    const mine = await seed(ada.id, [5, 1, 30, 30, 2, 400, 48, -1, -30, -2, -400, -48]);
    await seed(bo.id, [3, 30, -3, -30]);

    const pages = await everyPage(ada.client, 3);
    expect(pages.map((p) => p.appointments.length)).toEqual([3, 3, 1, 3, 2]);
    expect(pages.map((p) => p.nextIsOlder)).toEqual([false, false, true, true, false]);
    const listed = pages.flatMap((p) => p.appointments.map((a) => a.id));
    expect(listed).toEqual(expectedOrder(mine));
    expect(new Set(listed).size).toBe(listed.length);
    // The first pages hold only what is still to come.
    for (const upcoming of pages.slice(0, 3).flatMap((p) => p.appointments)) expect(Date.parse(upcoming.startsAt)).toBeGreaterThanOrEqual(now.getTime());
    for (const older of pages.slice(3).flatMap((p) => p.appointments)) expect(Date.parse(older.startsAt)).toBeLessThan(now.getTime());
  });

  it('moves an appointment to the older side as it starts, with nothing written meanwhile (issue 31: the first page is kept in memory)', async () => {
    const cy = await customer('Cy Pages');
    const [soon, afterwards] = await seed(cy.id, [1, 3]);
    const ids = (p: AppointmentPage) => p.appointments.map((a) => a.id);
    expect(ids(await page(cy.client, ''))).toEqual([soon!.id, afterwards!.id]);
    expect(ids(await page(cy.client, ''))).toEqual([soon!.id, afterwards!.id]);
    try {
      later = HOUR;
      // Its very start: still to come.
      expect(ids(await page(cy.client, ''))).toEqual([soon!.id, afterwards!.id]);
      later = HOUR + 1;
      const first = await page(cy.client, '');
      expect(ids(first)).toEqual([afterwards!.id]);
      expect(first.nextIsOlder).toBe(true);
      expect(ids(await page(cy.client, `?cursor=${encodeURIComponent(first.nextCursor!)}`))).toEqual([soon!.id]);
    } finally {
      later = 0;
    }
  });

  it('holds 20 by default and 50 at most; a larger limit, a broken or foreign-looking cursor is refused with the field named', async () => {
    const cy = await customer('Cy Pages');
    await seed(cy.id, Array.from({ length: 55 }, (_, index) => index + 1));
    const first = await page(cy.client, '');
    expect(first.appointments).toHaveLength(20);
    expect(first.nextIsOlder).toBe(false);
    expect((await page(cy.client, '?limit=50')).appointments).toHaveLength(50);

    for (const [query, field] of [
      ['?limit=51', 'limit'],
      ['?limit=0', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?limit=lots', 'limit'],
      ['?cursor=abc', 'cursor'],
      [`?cursor=u.1.1.${randomUUID()}x`, 'cursor'],
      // Past the last instant a database timestamp holds.
      [`?cursor=u.999999999999999.999999999999999.${randomUUID()}`, 'cursor'],
      ['?petId=not-a-pet', 'petId'],
    ] as const) {
      const response = await cy.client.get(`/api/appointments${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(response.json().error.fields), query).toEqual([field]);
    }
    expect((await cy.client.get('/api/appointments?limit=51')).json().error.fields.limit).toBe('A page holds 1 to 50 items.');
  });

  it('with only older appointments, the first page is empty and offers them; with none, it offers nothing', async () => {
    const di = await customer('Di Pages');
    const past = await seed(di.id, [-1, -2, -3]);
    const first = await page(di.client, '');
    expect(first).toEqual({ appointments: [], nextCursor: expect.any(String), nextIsOlder: true });
    const older = await page(di.client, `?cursor=${first.nextCursor}`);
    expect(older.appointments.map((a) => a.id)).toEqual(expectedOrder(past));
    expect(older.nextCursor).toBeNull();

    const ed = await customer('Ed Pages');
    expect(await page(ed.client, '')).toEqual({ appointments: [], nextCursor: null, nextIsOlder: false });
  });

  it("another customer's cursor lists only the reader's own appointments", async () => {
    const fay = await customer('Fay Pages');
    const gus = await customer('Gus Pages');
    await seed(fay.id, [1, 2, 3, 4]);
    const gusOwn = await seed(gus.id, [5, 6]);
    const faysFirst = await page(fay.client, '?limit=2');
    const borrowed = await page(gus.client, `?limit=2&cursor=${faysFirst.nextCursor}`);
    expect(borrowed.appointments.map((a) => a.id)).toEqual(expectedOrder(gusOwn));
    expect((await everyPage(gus.client, 1)).flatMap((p) => p.appointments.map((a) => a.id))).toEqual(expectedOrder(gusOwn));
  });

  it("a pet's appointments alone, when asked by the pet; another's pet lists nothing", async () => {
    const hal = await customer('Hal Pages');
    const ivy = await customer('Ivy Pages');
    const [maple] = await t.database.db.insert(pets).values({ userId: hal.id, name: 'Maple', type: 'Dog', age: '6 years' }).returning();
    const maples = await seed(hal.id, [4, -4, 8, -8], { petId: maple!.id });
    await seed(hal.id, [5, -5]);
    const pages = await everyPage(hal.client, 1, `&petId=${maple!.id}`);
    expect(pages.flatMap((p) => p.appointments.map((a) => a.id))).toEqual(expectedOrder(maples));
    expect(await page(ivy.client, `?petId=${maple!.id}`)).toEqual({ appointments: [], nextCursor: null, nextIsOlder: false });
  });

  it('the appointment booked last is the recent activity, whenever it starts', async () => {
    const jo = await customer('Jo Pages');
    expect(lastBookedResponseSchema.parse((await jo.client.get('/api/appointments/last-booked')).json())).toEqual({ appointment: null });
    // seed() books them in order: the last of the list was booked last, though it started before the others.
    const rows = await seed(jo.id, [10, 20, -5]);
    const { appointment } = lastBookedResponseSchema.parse((await jo.client.get('/api/appointments/last-booked')).json());
    expect(appointment?.id).toBe(rows[2]!.id);
    expect((await new ApiClient(t.app).get('/api/appointments/last-booked')).statusCode).toBe(401);
  });
});

describe('GET /api/provider/appointments, a page at a time', () => {
  it("pages through the provider's own appointments only, upcoming then older", async () => {
    const account = newUser('Kit Provider');
    const kit = new ApiClient(t.app);
    await kit.signUp(account);
    expect((await grantProvider(t.database.db, account.email)).ok).toBe(true);
    const [schedule] = await t.database.db.select().from(providers).where(eq(providers.displayName, 'Kit Provider'));
    const lee = await customer('Lee Pages');
    const kits = await seed(lee.id, [1, 2, 3, -1, -2, -3, -4], { providerId: schedule!.id });
    await seed(lee.id, [1, -1]);

    const pages = [];
    let query = '?limit=2';
    for (;;) {
      const response = await kit.get(`/api/provider/appointments${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const current = providerAppointmentPageSchema.parse(response.json());
      pages.push(current);
      if (!current.nextCursor) break;
      query = `?limit=2&cursor=${current.nextCursor}`;
    }
    expect(pages.map((p) => [p.appointments.length, p.nextIsOlder])).toEqual([[2, false], [1, true], [2, true], [2, false]]);
    expect(pages.flatMap((p) => p.appointments.map((a) => a.id))).toEqual(expectedOrder(kits));
    expect(pages[0]!.appointments[0]!.ownerName).toBe('Lee Pages');
    expect((await kit.get('/api/provider/appointments?limit=500')).statusCode).toBe(422);
  });
});
