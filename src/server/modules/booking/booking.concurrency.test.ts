import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Appointment } from '@shared/contracts/booking';
import { appointments } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addProvider, booking, PINNED_NOW } from '../../test/booking';

/** D8: the database never lets two Confirmed appointments of one provider overlap. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
});
afterAll(() => t.close());

async function customers(count: number): Promise<ApiClient[]> {
  const clients = Array.from({ length: count }, () => new ApiClient(t.app));
  for (const client of clients) await client.signUp(newUser());
  return clients;
}

async function confirmedAppointments() {
  return t.database.db.select().from(appointments).where(eq(appointments.status, 'Confirmed'));
}

function expectNoOverlapPerProvider(rows: Array<{ providerId: number; startsAt: Date; endsAt: Date }>) {
  for (const a of rows) {
    for (const b of rows) {
      if (a === b || a.providerId !== b.providerId) continue;
      expect(a.startsAt < b.endsAt && b.startsAt < a.endsAt, 'two confirmed appointments overlap').toBe(false);
    }
  }
}

describe('with the one seeded provider', () => {
  it('of 200 concurrent bookings for one slot, exactly one is confirmed', async () => {
    const clients = await customers(10);
    const slot = { date: '2027-05-03', time: '10:00 AM' };
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => clients[i % clients.length]!.post('/api/appointments', booking(slot))),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);

    const confirmed = (await confirmedAppointments()).filter((a) => a.startsAt.toISOString() === '2027-05-03T14:00:00.000Z');
    expect(confirmed).toHaveLength(1);
    expectNoOverlapPerProvider(await confirmedAppointments());
  }, 60_000);
});

describe('with two providers', () => {
  beforeAll(() => addProvider(t.database.db, 'Second Groomer'));

  it('200 concurrent bookings for one slot fill exactly two places, one with each', async () => {
    const clients = await customers(10);
    const slot = { date: '2027-05-04', time: '2:30 PM' };
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => clients[i % clients.length]!.post('/api/appointments', booking(slot))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const atSlot = (await confirmedAppointments()).filter((a) => a.startsAt.toISOString() === '2027-05-04T18:30:00.000Z');
    expect(new Set(atSlot.map((a) => a.providerId)).size).toBe(2);
    expectNoOverlapPerProvider(await confirmedAppointments());
  }, 60_000);

  it('of 20 concurrent reschedules into one slot, exactly one moves and the rest keep their time', async () => {
    const clients = await customers(20);
    const owned: Array<{ client: ApiClient; appointment: Appointment }> = [];
    for (const [i, client] of clients.entries()) {
      const response = await client.post('/api/appointments', booking({ date: `2027-05-${String(10 + (i % 10)).padStart(2, '0')}`, time: i < 10 ? '9:00 AM' : '9:30 AM' }));
      expect(response.statusCode).toBe(201);
      owned.push({ client, appointment: response.json() });
    }
    // One of the two providers is already busy at the target time, so one place is left.
    const blocker = (await customers(1))[0]!;
    expect((await blocker.post('/api/appointments', booking({ date: '2027-05-25', time: '3:00 PM' }))).statusCode).toBe(201);

    const responses = await Promise.all(
      owned.map(({ client, appointment }) =>
        client.request('PATCH', `/api/appointments/${appointment.id}`, { date: '2027-05-25', time: '3:00 PM' }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);

    const confirmed = await confirmedAppointments();
    expect(confirmed.filter((a) => a.startsAt.toISOString() === '2027-05-25T19:00:00.000Z')).toHaveLength(2);
    expectNoOverlapPerProvider(confirmed);
    const unmoved = owned.filter((_, i) => responses[i]!.statusCode === 409);
    for (const { appointment } of unmoved) {
      const row = confirmed.find((a) => a.id === appointment.id);
      expect(row?.startsAt.toISOString()).toBe(appointment.startsAt);
    }
  }, 60_000);
});
