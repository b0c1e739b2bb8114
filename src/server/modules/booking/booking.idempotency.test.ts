import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { booking, PINNED_NOW } from '../../test/booking';

/**
 * A request sent again under the same idempotency key (a double click, a retry after a
 * dropped connection) gets the answer the first one got, however the two interleave.
 */
let t: TestApp;
let client: ApiClient;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
  client = new ApiClient(t.app);
  await client.signUp(newUser('Dana Doubleclick'));
  userId = ((await client.get('/api/profile')).json() as { uid: string }).uid;
});
afterAll(() => t.close());

const SLOT_TIMES = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'];

/** The round-th free slot from 1 April 2027 on: 16 a day. */
function slot(round: number) {
  const day = 1 + Math.floor(round / SLOT_TIMES.length);
  return { date: `2027-04-${String(day).padStart(2, '0')}`, time: SLOT_TIMES[round % SLOT_TIMES.length]! };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rowsWithKey = (key: string) =>
  t.database.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.idempotencyKey, key)));

describe('two concurrent bookings under one idempotency key', () => {
  it('get the same answer, 201 and one appointment, in every one of 100 rounds', async () => {
    const ROUNDS = 100;
    const mismatches: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const body = booking(slot(round));
      // The twin leaves 0–4 ms later, so the rounds catch it at every step of the first:
      // before its lookup, while it plans, while it holds the lock, after it commits.
      const [first, second] = await Promise.all([
        client.post('/api/appointments', body),
        delay(round % 5).then(() => client.post('/api/appointments', body)),
      ]);
      const rows = await rowsWithKey(body.idempotencyKey);
      const sameAnswer =
        first.statusCode === 201 && second.statusCode === 201 && first.json().id === second.json().id && rows.length === 1 && rows[0]!.id === first.json().id;
      if (!sameAnswer) {
        mismatches.push(`round ${round}: ${first.statusCode} ${first.json().id ?? first.json().error?.code} / ${second.statusCode} ${second.json().id ?? second.json().error?.code}, ${rows.length} row(s)`);
      }
    }
    expect(mismatches, `${mismatches.length} of ${ROUNDS} rounds differed`).toEqual([]);
    const all = await t.database.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, userId));
    expect(all).toHaveLength(ROUNDS);
  }, 120_000);

  it('answers a later repeat the same way, even once the slot is taken by that very booking', async () => {
    const body = booking({ date: '2027-04-20', time: '9:00 AM' });
    const first = await client.post('/api/appointments', body);
    expect(first.statusCode).toBe(201);
    const again = await client.post('/api/appointments', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a key reused for a different booking, and books nothing for it', async () => {
    const body = booking({ date: '2027-04-21', time: '9:00 AM' });
    const first = await client.post('/api/appointments', body);
    expect(first.statusCode).toBe(201);
    const changed = await client.post('/api/appointments', { ...body, time: '10:00 AM' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await rowsWithKey(body.idempotencyKey)).toHaveLength(1);
    const day = (await client.get('/api/availability?serviceId=test-grooming&date=2027-04-21')).json() as { slots: Array<{ time: string; available: boolean }> };
    expect(day.slots.find((s) => s.time === '10:00 AM')?.available).toBe(true);
  });
});
