import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { appointmentBookSchema } from '@shared/contracts/appointment-book';
import { appointmentPageSchema } from '@shared/contracts/booking';
import { changedVisitsSchema, seriesPreviewSchema, seriesSchema, type BookSeriesBody, type RepeatBody } from '@shared/contracts/booking-series';
import { appointments, auditEvents, jobs, waiverAcceptances } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';

/** Recurring visits (issue 29, item 1): preview, all-or-none booking, "this and following". */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
});
afterAll(() => t.close());

async function customer(): Promise<ApiClient> {
  const client = new ApiClient(t.app);
  await client.signUp(newUser('Sasha Series'));
  return client;
}

const everyTwoWeeks: RepeatBody = { everyWeeks: 2, count: 4 };

function previewBody(first: { date: string; time: string }, repeat: RepeatBody = everyTwoWeeks) {
  return { serviceId: 'test-grooming', petType: 'Dog', ...first, repeat };
}

function seriesBody(first: { date: string; time: string }, visits: Array<{ date: string; time: string }>, repeat: RepeatBody = everyTwoWeeks): BookSeriesBody {
  return { ...booking(first), repeat, visits };
}

/** The rule's visits at the first visit's time, as the preview lists them. */
async function previewed(client: ApiClient, first: { date: string; time: string }, repeat: RepeatBody = everyTwoWeeks) {
  const response = await client.post('/api/appointment-series/preview', previewBody(first, repeat));
  expect(response.statusCode, response.body).toBe(200);
  return seriesPreviewSchema.parse(response.json());
}

/** A series booked at the previewed times, all free. */
async function bookedSeries(client: ApiClient, first: { date: string; time: string }) {
  const preview = await previewed(client, first);
  const response = await client.post('/api/appointment-series', seriesBody(first, preview.visits.map(({ date, time }) => ({ date, time }))));
  expect(response.statusCode, response.body).toBe(201);
  return seriesSchema.parse(response.json());
}

async function rowsOfSeries(seriesId: string) {
  return t.database.db.select().from(appointments).where(eq(appointments.seriesId, seriesId));
}

async function appointmentCount() {
  return (await t.database.db.select({ id: appointments.id }).from(appointments)).length;
}

function expectNoOverlapPerProvider(rows: Array<{ providerId: number; startsAt: Date; endsAt: Date; status: string }>) {
  const confirmed = rows.filter((row) => row.status === 'Confirmed');
  for (const a of confirmed) {
    for (const b of confirmed) {
      if (a === b || a.providerId !== b.providerId) continue;
      expect(a.startsAt < b.endsAt && b.startsAt < a.endsAt, 'two confirmed appointments overlap').toBe(false);
    }
  }
}

describe('who may preview and book a series', () => {
  const first = { date: '2027-03-15', time: '9:00 AM' };

  it('refuses a signed-out visitor (401) on every series route, and books nothing', async () => {
    const before = await appointmentCount();
    const guest = new ApiClient(t.app);
    expect((await guest.post('/api/appointment-series/preview', previewBody(first))).statusCode).toBe(401);
    const dates = ['2027-03-15', '2027-03-29', '2027-04-12', '2027-04-26'];
    expect((await guest.post('/api/appointment-series', seriesBody(first, dates.map((date) => ({ date, time: first.time }))))).statusCode).toBe(401);
    expect((await guest.post('/api/appointments/00000000-0000-4000-8000-000000000001/cancel-following')).statusCode).toBe(401);
    expect(await appointmentCount()).toBe(before);
  });

  it('lets a customer, a provider and the owner each book a series for their own pet', async () => {
    const accounts = [await customer(), await signUpProvider(t), (await signUpOwner(t)).client];
    for (const [i, client] of accounts.entries()) {
      const start = { date: '2027-03-16', time: ['9:00 AM', '11:00 AM', '1:00 PM'][i]! };
      const preview = await previewed(client, start);
      const response = await client.post('/api/appointment-series', seriesBody(start, preview.visits.map(({ date, time }) => ({ date, time }))));
      expect(response.statusCode, response.body).toBe(201);
      const series = seriesSchema.parse(response.json());
      expect(series.appointments.map((visit) => visit.seriesId)).toEqual(Array(4).fill(series.seriesId));
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the series routes with their methods', async () => {
    const { paths } = (await new ApiClient(t.app).get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/appointment-series/preview'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/appointment-series'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/appointments/{appointmentId}/cancel-following'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/appointments/{appointmentId}/following'] ?? {})).toEqual(['patch']);
    expect(Object.keys(paths['/api/console/appointments/{appointmentId}/cancel-following'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/console/appointments/{appointmentId}/reschedule-following'] ?? {})).toEqual(['post']);
  });
});

describe('the preview', () => {
  it('lists every visit at the same local time across the daylight-saving change, all free', async () => {
    const preview = await previewed(await customer(), { date: '2027-03-12', time: '10:00 AM' });
    expect(preview.visits.map(({ date, time, startsAt, available }) => [date, time, startsAt, available])).toEqual([
      ['2027-03-12', '10:00 AM', '2027-03-12T15:00:00.000Z', true],
      ['2027-03-26', '10:00 AM', '2027-03-26T14:00:00.000Z', true],
      ['2027-04-09', '10:00 AM', '2027-04-09T14:00:00.000Z', true],
      ['2027-04-23', '10:00 AM', '2027-04-23T14:00:00.000Z', true],
    ]);
    expect(preview.visits.every((visit) => visit.alternatives.length === 0)).toBe(true);
  });

  it('books a groom every 6 weeks, 4 times: the later visits reach past the 90 days of a single booking', async () => {
    const client = await customer();
    const sixWeekly: RepeatBody = { everyWeeks: 6, count: 4 };
    const first = { date: '2027-03-17', time: '3:30 PM' };
    const preview = await previewed(client, first, sixWeekly);
    expect(preview.visits.map(({ date, available }) => [date, available])).toEqual([
      ['2027-03-17', true],
      ['2027-04-28', true],
      ['2027-06-09', true],
      ['2027-07-21', true],
    ]);
    const response = await client.post('/api/appointment-series', seriesBody(first, preview.visits.map(({ date, time }) => ({ date, time })), sixWeekly));
    expect(response.statusCode, response.body).toBe(201);
    expect(seriesSchema.parse(response.json()).appointments.map((visit) => visit.startsAt)).toEqual(preview.visits.map((visit) => visit.startsAt));
    // A single booking still stops at 90 days.
    expect((await client.post('/api/appointments', booking({ date: '2027-07-21', time: '11:00 AM' }))).statusCode).toBe(422);
  });

  it('marks a taken visit and offers the nearest free times that day; booking one of them books the series there', async () => {
    const other = await customer();
    expect((await other.post('/api/appointments', booking({ date: '2027-04-07', time: '2:00 PM' }))).statusCode).toBe(201);

    const client = await customer();
    const first = { date: '2027-03-24', time: '2:00 PM' };
    const preview = await previewed(client, first);
    const second = preview.visits[1]!;
    expect(second).toMatchObject({ date: '2027-04-07', available: false });
    expect(second.alternatives.map(({ date, time }) => [date, time])).toEqual([
      ['2027-04-07', '1:30 PM'],
      ['2027-04-07', '2:30 PM'],
      ['2027-04-07', '1:00 PM'],
    ]);
    expect(preview.visits.filter((visit) => !visit.available)).toHaveLength(1);

    const chosen = preview.visits.map((visit) => (visit.available ? { date: visit.date, time: visit.time } : { date: visit.alternatives[1]!.date, time: visit.alternatives[1]!.time }));
    const response = await client.post('/api/appointment-series', seriesBody(first, chosen));
    expect(response.statusCode, response.body).toBe(201);
    const series = seriesSchema.parse(response.json());
    expect(series.appointments.map(({ date, time, status }) => [date, time, status])).toEqual([
      ['2027-03-24', '2:00 PM', 'Confirmed'],
      ['2027-04-07', '2:30 PM', 'Confirmed'],
      ['2027-04-21', '2:00 PM', 'Confirmed'],
      ['2027-05-05', '2:00 PM', 'Confirmed'],
    ]);
    const mine = appointmentPageSchema.parse((await client.get('/api/appointments?limit=20')).json());
    expect(mine.appointments.map((visit) => visit.seriesId)).toEqual(Array(4).fill(series.seriesId));
  });

  it("offers the next day's times when the day is closed to the service", async () => {
    // Provider hours are every day; a full day is made by booking every one of its 16 times.
    const filler = await customer();
    const times = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'];
    for (const time of times) expect((await filler.post('/api/appointments', booking({ date: '2027-05-11', time }))).statusCode).toBe(201);
    const preview = await previewed(await customer(), { date: '2027-04-27', time: '10:00 AM' }, { everyWeeks: 2, count: 2 });
    expect(preview.visits[1]).toMatchObject({ date: '2027-05-11', available: false });
    expect(preview.visits[1]!.alternatives.map(({ date, time }) => [date, time])).toEqual([
      ['2027-05-12', '10:00 AM'],
      ['2027-05-12', '9:30 AM'],
      ['2027-05-12', '10:30 AM'],
    ]);
  });
});

describe('validation (422, nothing booked)', () => {
  const first = { date: '2027-03-11', time: '3:00 PM' };
  const visitsOf = (dates: string[]) => dates.map((date) => ({ date, time: first.time }));
  const fourDates = ['2027-03-11', '2027-03-25', '2027-04-08', '2027-04-22'];
  const cases: Array<[string, RepeatBody, string, string]> = [
    ['every 0 weeks', { everyWeeks: 0, count: 4 }, 'repeat.everyWeeks', 'Repeat every 1 to 12 weeks.'],
    ['every 13 weeks', { everyWeeks: 13, count: 2 }, 'repeat.everyWeeks', 'Repeat every 1 to 12 weeks.'],
    ['13 visits', { everyWeeks: 1, count: 13 }, 'repeat.count', 'A series has 2 to 12 visits.'],
    ['one visit', { everyWeeks: 1, count: 1 }, 'repeat.count', 'A series has 2 to 12 visits.'],
    ['neither a count nor a last date', { everyWeeks: 1 } as RepeatBody, 'repeat.count', 'Choose how many visits, or the date of the last one.'],
    ['a last date in the past', { everyWeeks: 1, until: '2027-03-01' }, 'repeat.until', 'The last date cannot be in the past.'],
    ['a last date before the first visit', { everyWeeks: 1, until: '2027-03-10' }, 'repeat.until', 'The last date must be on or after the first visit.'],
    ['a last date giving more than 12 visits', { everyWeeks: 1, until: '2027-06-03' }, 'repeat.count', 'A series has at most 12 visits: choose fewer, or an earlier last date.'],
    ['visits past the year a series may reach', { everyWeeks: 12, count: 6 }, 'repeat.until', 'Every visit must be within the next 365 days: choose fewer visits or an earlier last date.'],
  ];
  for (const [label, repeat, field, words] of cases) {
    it(`refuses ${label}, on the preview and the booking`, async () => {
      const client = await customer();
      const before = await appointmentCount();
      for (const response of [
        await client.post('/api/appointment-series/preview', previewBody(first, repeat)),
        await client.post('/api/appointment-series', seriesBody(first, visitsOf(fourDates), repeat)),
      ]) {
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().error.fields[field]).toBe(words);
      }
      expect(await appointmentCount()).toBe(before);
    });
  }

  it('refuses visits that are not the rule\'s (a date moved by more than a day, or one missing)', async () => {
    const client = await customer();
    const before = await appointmentCount();
    const moved = await client.post('/api/appointment-series', seriesBody(first, visitsOf(['2027-03-11', '2027-03-25', '2027-04-10', '2027-04-22'])));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error.message).toBe('The visits no longer match the repeat. Please check the visits again.');
    expect((await client.post('/api/appointment-series', seriesBody(first, visitsOf(fourDates.slice(0, 3))))).statusCode).toBe(422);
    expect(await appointmentCount()).toBe(before);
  });
});

describe('all or none', () => {
  it('refuses the whole series, naming the visit, when one was taken between the preview and the confirm', async () => {
    const client = await customer();
    const first = { date: '2027-03-18', time: '11:00 AM' };
    const preview = await previewed(client, first);
    expect(preview.visits.every((visit) => visit.available)).toBe(true);
    expect((await (await customer()).post('/api/appointments', booking({ date: '2027-04-15', time: '11:00 AM' }))).statusCode).toBe(201);

    const before = await appointmentCount();
    const response = await client.post('/api/appointment-series', seriesBody(first, preview.visits.map(({ date, time }) => ({ date, time }))));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'SERIES_VISIT_TAKEN',
      message: 'Visit 3 (2027-04-15 at 11:00 AM) is no longer available, so nothing was booked. Please check the visits again.',
    });
    expect(await appointmentCount()).toBe(before);
  });

  it('gives each contested time of two overlapping series booked at once to exactly one of them, never part of a series', async () => {
    for (const [round, time] of ['9:00 AM', '12:00 PM', '3:30 PM'].entries()) {
      const [a, b] = [await customer(), await customer()];
      // Weekly and fortnightly from the same Friday: they share the 1st and 3rd weeks.
      const weekly = { everyWeeks: 1, count: 4 } as const;
      const weeklyDates = ['2027-03-19', '2027-03-26', '2027-04-02', '2027-04-09'];
      const fortnightlyDates = ['2027-03-19', '2027-04-02', '2027-04-16', '2027-04-30'];
      const first = { date: '2027-03-19', time };
      const responses = await Promise.all([
        a.post('/api/appointment-series', seriesBody(first, weeklyDates.map((date) => ({ date, time })), weekly)),
        b.post('/api/appointment-series', seriesBody(first, fortnightlyDates.map((date) => ({ date, time })))),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([201, 409]);
      const winner = seriesSchema.parse(responses.find((response) => response.statusCode === 201)!.json());
      expect(await rowsOfSeries(winner.seriesId)).toHaveLength(4);
      const loser = responses.find((response) => response.statusCode === 409)!;
      expect(loser.json().error.code).toBe('SERIES_VISIT_TAKEN');
    }
    const all = await t.database.db.select().from(appointments);
    expectNoOverlapPerProvider(all);
    // Every series in the book is whole: none was left with fewer visits than it asked for.
    const bySeries = new Map<string, number>();
    for (const row of all) if (row.seriesId) bySeries.set(row.seriesId, (bySeries.get(row.seriesId) ?? 0) + 1);
    for (const count of bySeries.values()) expect([2, 4]).toContain(count);
  }, 60_000);

  it('books a series once when its confirm is sent twice at once (a double click)', async () => {
    const client = await customer();
    const first = { date: '2027-03-22', time: '4:00 PM' };
    const body = seriesBody(first, ['2027-03-22', '2027-04-05', '2027-04-19', '2027-05-03'].map((date) => ({ date, time: first.time })));
    const [one, two] = await Promise.all([client.post('/api/appointment-series', body), client.post('/api/appointment-series', body)]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    const [a, b] = [seriesSchema.parse(one.json()), seriesSchema.parse(two.json())];
    expect(a.seriesId).toBe(b.seriesId);
    expect(await rowsOfSeries(a.seriesId)).toHaveLength(4);
  });
});

describe('each visit as any appointment', () => {
  it("queues each visit's reminder and the waitlist's round for its date, as a single booking does", async () => {
    const client = await customer();
    const first = { date: '2027-03-26', time: '11:30 AM' };
    const preview = await previewed(client, first);
    const series = seriesSchema.parse((await client.post('/api/appointment-series', seriesBody(first, preview.visits.map(({ date, time }) => ({ date, time }))))).json());
    for (const visit of series.appointments) {
      const reminders = await t.database.db.select().from(jobs).where(like(jobs.uniqueKey, `reminder:${visit.id}:%`));
      expect(reminders, `the reminder of ${visit.date}`).toHaveLength(1);
    }
    const waitlistRounds = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'waitlist-offers'));
    for (const visit of series.appointments) expect(waitlistRounds.some((job) => (job.payload as { date?: string }).date === visit.date)).toBe(true);
  });
});

describe('cancelling this visit and the following ones', () => {

  it('cancels the third visit and the fourth, and keeps the first two', async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-03-23', time: '12:30 PM' });
    const third = series.appointments[2]!;
    const response = await client.post(`/api/appointments/${third.id}/cancel-following`);
    expect(response.statusCode, response.body).toBe(200);
    expect(changedVisitsSchema.parse(response.json()).appointments.map((visit) => [visit.date, visit.status])).toEqual([
      ['2027-04-20', 'Cancelled'],
      ['2027-05-04', 'Cancelled'],
    ]);
    const rows = (await rowsOfSeries(series.seriesId)).sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
    expect(rows.map((row) => row.status)).toEqual(['Confirmed', 'Confirmed', 'Cancelled', 'Cancelled']);
    // The times are free again for anyone.
    expect((await (await customer()).post('/api/appointments', booking({ date: '2027-04-20', time: '12:30 PM' }))).statusCode).toBe(201);
  });

  it('cancels only this visit through the ordinary cancel, the rest of the series kept', async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-03-25', time: '9:30 AM' });
    expect((await client.post(`/api/appointments/${series.appointments[1]!.id}/cancel`)).statusCode).toBe(200);
    const rows = (await rowsOfSeries(series.seriesId)).sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
    expect(rows.map((row) => row.status)).toEqual(['Confirmed', 'Cancelled', 'Confirmed', 'Confirmed']);
  });

  it("is not found for another customer, a provider or the owner, and cancels nothing", async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-03-29', time: '3:00 PM' });
    for (const intruder of [await customer(), await signUpProvider(t), (await signUpOwner(t, 'Olive Owner')).client]) {
      const response = await intruder.post(`/api/appointments/${series.appointments[0]!.id}/cancel-following`);
      expect(response.statusCode).toBe(404);
    }
    expect((await rowsOfSeries(series.seriesId)).every((row) => row.status === 'Confirmed')).toBe(true);
  });

  it('cancels a single booking alone', async () => {
    const client = await customer();
    const single = (await client.post('/api/appointments', booking({ date: '2027-03-30', time: '10:00 AM' }))).json();
    const response = await client.post(`/api/appointments/${single.id}/cancel-following`);
    expect(response.statusCode).toBe(200);
    expect(changedVisitsSchema.parse(response.json()).appointments.map((visit) => visit.id)).toEqual([single.id]);
  });
});

describe('rescheduling this visit and the following ones', () => {
  const byStart = <T extends { startsAt: Date }>(rows: T[]) => rows.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());

  it('moves the third visit a day later at a new time, and the fourth with it, the first two kept', async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-04-01', time: '10:00 AM' });
    const response = await client.request('PATCH', `/api/appointments/${series.appointments[2]!.id}/following`, { date: '2027-04-30', time: '11:00 AM' });
    expect(response.statusCode, response.body).toBe(200);
    expect(changedVisitsSchema.parse(response.json()).appointments.map(({ date, time }) => [date, time])).toEqual([
      ['2027-04-30', '11:00 AM'],
      ['2027-05-14', '11:00 AM'],
    ]);
    const rows = byStart(await rowsOfSeries(series.seriesId));
    expect(rows.map((row) => [row.startsAt.toISOString(), row.status])).toEqual([
      ['2027-04-01T14:00:00.000Z', 'Confirmed'],
      ['2027-04-15T14:00:00.000Z', 'Confirmed'],
      ['2027-04-30T15:00:00.000Z', 'Confirmed'],
      ['2027-05-14T15:00:00.000Z', 'Confirmed'],
    ]);
  });

  it('moves a whole series two weeks later, onto times its own visits leave', async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-04-02', time: '1:00 PM' });
    // Every 2 weeks moved 2 weeks later: each visit lands where the next one was.
    const response = await client.request('PATCH', `/api/appointments/${series.appointments[0]!.id}/following`, { date: '2027-04-16', time: '1:00 PM' });
    expect(response.statusCode, response.body).toBe(200);
    expect(changedVisitsSchema.parse(response.json()).appointments.map(({ date }) => date)).toEqual(['2027-04-16', '2027-04-30', '2027-05-14', '2027-05-28']);
  });

  it('moves none when one of the following times is taken, naming it', async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-04-05', time: '10:00 AM' });
    expect((await (await customer()).post('/api/appointments', booking({ date: '2027-05-04', time: '3:00 PM' }))).statusCode).toBe(201);
    const before = byStart(await rowsOfSeries(series.seriesId)).map((row) => row.startsAt.toISOString());
    const response = await client.request('PATCH', `/api/appointments/${series.appointments[1]!.id}/following`, { date: '2027-04-20', time: '3:00 PM' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'SERIES_VISIT_TAKEN', message: expect.stringContaining('(2027-05-04 at 3:00 PM)') });
    expect(byStart(await rowsOfSeries(series.seriesId)).map((row) => row.startsAt.toISOString())).toEqual(before);
  });

  it('is 401 signed out and 404 for anyone else, and moves nothing', async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-04-06', time: '2:30 PM' });
    const url = `/api/appointments/${series.appointments[0]!.id}/following`;
    expect((await new ApiClient(t.app).request('PATCH', url, { date: '2027-04-07', time: '2:30 PM' })).statusCode).toBe(401);
    for (const intruder of [await customer(), await signUpProvider(t), (await signUpOwner(t, 'Otto Owner')).client]) {
      expect((await intruder.request('PATCH', url, { date: '2027-04-07', time: '2:30 PM' })).statusCode).toBe(404);
    }
    expect((await client.request('PATCH', url, { date: '', time: '' })).statusCode).toBe(422);
    expect((await rowsOfSeries(series.seriesId)).map((row) => row.startsAt.toISOString()).sort()[0]).toBe('2027-04-06T18:30:00.000Z');
  });
});

describe("the owner's \"this and following\" in the console (the customer's path, the owner's authority)", () => {
  const byStart = <T extends { startsAt: Date }>(rows: T[]) => rows.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
  const auditOf = (ids: string[], action: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .then((rows) => rows.filter((row) => row.action === action && ids.some((id) => row.subject === `appointment:${id}`)));

  it('cancels the second visit of a customer\'s series and the later ones, each audited, and the customer sees them cancelled', async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-05-31', time: '4:30 PM' });
    const owner = (await signUpOwner(t, 'Orla Owner')).client;
    const book = appointmentBookSchema.parse((await owner.get('/api/console/appointments?from=2027-05-31&to=2027-05-31')).json());
    expect(book.appointments.find((visit) => visit.id === series.appointments[0]!.id)?.seriesId).toBe(series.seriesId);
    const response = await owner.post(`/api/console/appointments/${series.appointments[1]!.id}/cancel-following`);
    expect(response.statusCode, response.body).toBe(200);
    expect(changedVisitsSchema.parse(response.json()).appointments.map((visit) => [visit.date, visit.status])).toEqual([
      ['2027-06-14', 'Cancelled'],
      ['2027-06-28', 'Cancelled'],
      ['2027-07-12', 'Cancelled'],
    ]);
    const mine = appointmentPageSchema.parse((await client.get('/api/appointments?limit=50')).json()).appointments.filter((visit) => visit.seriesId === series.seriesId);
    expect(mine.map((visit) => [visit.date, visit.status]).sort()).toEqual([
      ['2027-05-31', 'Confirmed'],
      ['2027-06-14', 'Cancelled'],
      ['2027-06-28', 'Cancelled'],
      ['2027-07-12', 'Cancelled'],
    ]);
    const cancelledIds = series.appointments.slice(1).map((visit) => visit.id);
    const audited = await auditOf(cancelledIds, 'appointment.cancelled');
    expect(audited.map((row) => row.subject).sort()).toEqual(cancelledIds.map((id) => `appointment:${id}`).sort());
    // A second press finds the visit no longer Confirmed, in the owner's book's words, and changes nothing.
    const again = await owner.post(`/api/console/appointments/${series.appointments[1]!.id}/cancel-following`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NOT_CONFIRMED');
    expect((await auditOf(cancelledIds, 'appointment.cancelled')).length).toBe(3);
  });

  it("moves the second visit and the later ones a day later at a new time, each with its own provider, each audited", async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-05-18', time: '4:30 PM' });
    const before = byStart(await rowsOfSeries(series.seriesId));
    const owner = (await signUpOwner(t, 'Omar Owner')).client;
    const response = await owner.post(`/api/console/appointments/${series.appointments[1]!.id}/reschedule-following`, { date: '2027-06-02', time: '4:00 PM' });
    expect(response.statusCode, response.body).toBe(200);
    expect(changedVisitsSchema.parse(response.json()).appointments.map(({ date, time }) => [date, time])).toEqual([
      ['2027-06-02', '4:00 PM'],
      ['2027-06-16', '4:00 PM'],
      ['2027-06-30', '4:00 PM'],
    ]);
    const after = byStart(await rowsOfSeries(series.seriesId));
    expect(after.map((row) => row.startsAt.toISOString())).toEqual([
      '2027-05-18T20:30:00.000Z',
      '2027-06-02T20:00:00.000Z',
      '2027-06-16T20:00:00.000Z',
      '2027-06-30T20:00:00.000Z',
    ]);
    expect(after.map((row) => row.providerId)).toEqual(before.map((row) => row.providerId));
    const audited = await auditOf(series.appointments.slice(1).map((visit) => visit.id), 'appointment.rescheduled');
    expect(audited.map((row) => [row.details.toDate, row.details.toTime]).sort()).toEqual([
      ['2027-06-02', '4:00 PM'],
      ['2027-06-16', '4:00 PM'],
      ['2027-06-30', '4:00 PM'],
    ]);
  });

  it('moves none when a later visit\'s new time is taken with its provider, naming it', async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-05-05', time: '4:30 PM' });
    expect((await (await customer()).post('/api/appointments', booking({ date: '2027-05-19', time: '9:00 AM' }))).statusCode).toBe(201);
    const before = byStart(await rowsOfSeries(series.seriesId)).map((row) => row.startsAt.toISOString());
    const owner = (await signUpOwner(t, 'Opal Owner')).client;
    const response = await owner.post(`/api/console/appointments/${series.appointments[0]!.id}/reschedule-following`, { date: '2027-05-05', time: '9:00 AM' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'SERIES_VISIT_TAKEN', message: expect.stringContaining('(2027-05-19 at 9:00 AM)') });
    expect(byStart(await rowsOfSeries(series.seriesId)).map((row) => row.startsAt.toISOString())).toEqual(before);
  });

  it('is 401 signed out and 403 for a customer (the series\' own too) and a provider, and changes nothing', async () => {
    const client = await customer();
    const series = await bookedSeries(client, { date: '2027-04-15', time: '4:30 PM' });
    const id = series.appointments[0]!.id;
    const cancelUrl = `/api/console/appointments/${id}/cancel-following`;
    const moveUrl = `/api/console/appointments/${id}/reschedule-following`;
    const move = { date: '2027-04-14', time: '9:00 AM' };
    expect((await new ApiClient(t.app).post(cancelUrl)).statusCode).toBe(401);
    expect((await new ApiClient(t.app).post(moveUrl, move)).statusCode).toBe(401);
    for (const intruder of [client, await customer(), await signUpProvider(t)]) {
      expect((await intruder.post(cancelUrl)).statusCode).toBe(403);
      expect((await intruder.post(moveUrl, move)).statusCode).toBe(403);
    }
    const rows = await rowsOfSeries(series.seriesId);
    expect(rows.every((row) => row.status === 'Confirmed')).toBe(true);
    expect(rows.map((row) => row.startsAt.toISOString()).sort()[0]).toBe('2027-04-15T20:30:00.000Z');
    // An unknown visit is 404 for the owner.
    const owner = (await signUpOwner(t, 'Ona Owner')).client;
    expect((await owner.post('/api/console/appointments/00000000-0000-4000-8000-000000000001/cancel-following')).statusCode).toBe(404);
  });
});

// Last in the file: the waiver is removed again at its end, for any test added after it.
describe('a waiver (ADR 0034)', () => {
  it('is accepted once for the whole series, with its first visit, and not asked again', async () => {
    const owner = (await signUpOwner(t, 'Wren Owner')).client;
    const publish = (textEn: string, textFr: string) => owner.request('PUT', '/api/console/services/test-grooming/waiver', { textEn, textFr });
    expect((await publish('Grooming may reveal skin problems.', 'Le toilettage peut révéler des problèmes de peau.')).statusCode).toBe(200);
    try {
      const client = await customer();
      const added = await client.post('/api/pets', { name: 'Waffles', type: 'Dog', age: '2 years' });
      const petId = added.json().id as string;
      const quote = (await client.get(`/api/booking-quote?serviceId=test-grooming&petId=${petId}`)).json();
      const first = { date: '2027-04-08', time: '4:30 PM' };
      const visits = ['2027-04-08', '2027-04-22', '2027-05-06', '2027-05-20'].map((date) => ({ date, time: first.time }));
      const body = { ...seriesBody(first, visits), petId, petName: 'Waffles' };
      const before = await appointmentCount();
      const refused = await client.post('/api/appointment-series', body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe('WAIVER_REQUIRED');
      expect(await appointmentCount()).toBe(before);

      const accepted = await client.post('/api/appointment-series', { ...body, waiver: { version: quote.waiver.version, fullName: 'Sasha Series', accepted: true } });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const series = seriesSchema.parse(accepted.json());
      const acceptances = await t.database.db.select().from(waiverAcceptances).where(eq(waiverAcceptances.petId, petId));
      expect(acceptances.map((row) => row.appointmentId)).toEqual([series.appointments[0]!.id]);

      const again = { ...seriesBody({ date: '2027-04-09', time: '4:30 PM' }, ['2027-04-09', '2027-04-23', '2027-05-07', '2027-05-21'].map((date) => ({ date, time: '4:30 PM' }))), petId, petName: 'Waffles' };
      expect((await client.post('/api/appointment-series', again)).statusCode).toBe(201);
    } finally {
      expect((await publish('', '')).statusCode).toBe(200);
    }
  });
});
