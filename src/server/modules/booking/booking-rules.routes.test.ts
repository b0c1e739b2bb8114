import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRulesSchema } from '@shared/contracts/booking-rules';
import { appointmentListResponseSchema, availabilityResponseSchema, type Appointment } from '@shared/contracts/booking';
import { consoleHoursSchema } from '@shared/contracts/hours';
import type { AuditPage } from '@shared/contracts/owner';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { mailTo } from '../../test/mail-catcher';

/**
 * The booking rules of issue 14, through the real routes: the minimum notice, the
 * cancellation window (call the shop), nothing in the past, and no completing an
 * appointment before it starts; the owner sets the numbers, with an audit entry.
 * The clock is pinned (Wednesday 10 March 2027, 9:00 AM in Toronto) and moved per test.
 */

let clock = PINNED_NOW;
const t = useTestAppWithMail({ now: () => clock });
let owner: ApiClient;
let provider: ApiClient;
let providerEmail: string;
beforeAll(async () => {
  owner = (await signUpOwner(t)).client;
  // The first provider granted claims the demo schedule, which takes every booking here.
  const account = await t.signUpProvider('Fran Groomer');
  provider = account.client;
  providerEmail = account.user.email;
});

/** Runs a test at another time, then puts the pinned clock back. */
async function at<T>(iso: string, run: () => Promise<T>): Promise<T> {
  clock = new Date(iso);
  try {
    return await run();
  } finally {
    clock = PINNED_NOW;
  }
}

const customer = t.signUpCustomer;

const book = async (client: ApiClient, date: string, time: string) => {
  const response = await client.post('/api/appointments', booking({ date, time }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Appointment;
};
const put = (client: ApiClient, body: unknown) => client.request('PUT', '/api/console/booking-settings', body);
const refusal = (response: { statusCode: number; json: () => { error: { code: string; message: string } } }) => ({
  status: response.statusCode,
  code: response.json().error.code,
  message: response.json().error.message,
});

const tooSoon = "Online booking needs at least 2 hours' notice. For a sooner time, please call us at (905) 555-0142.";
const insideWindow =
  'This appointment starts within 24 hours, so it can no longer be cancelled or rescheduled online. Please call us at (905) 555-0142.';
const inThePast = 'This appointment is in the past, so it can no longer be cancelled or rescheduled.';

describe('the minimum notice (default 2 hours)', () => {
  it('offers no time sooner than it, and refuses a booking for one in its own words', async () => {
    const { client } = await customer();
    const today = availabilityResponseSchema.parse((await client.get('/api/availability?serviceId=test-grooming&date=2027-03-10')).json());
    // 9:00 AM now: 9:00 has come, 9:30 to 10:30 are within two hours, 11:00 is the first offered.
    expect(today.slots.filter((slot) => slot.available)[0]?.time).toBe('11:00 AM');
    expect(today.slots.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM']);

    const refused = await client.post('/api/appointments', booking({ date: '2027-03-10', time: '10:30 AM' }));
    expect(refusal(refused)).toEqual({ status: 422, code: 'TOO_SOON', message: tooSoon });
    expect(refused.json().error.fields).toEqual({ time: tooSoon });
    await book(client, '2027-03-10', '11:00 AM');
  });

  it('takes each time off the offer the moment it falls inside the notice, though nothing was booked (answers are kept in memory)', async () => {
    const { client } = await customer();
    const offered = async () =>
      availabilityResponseSchema
        .parse((await client.get('/api/availability?serviceId=test-grooming&date=2027-03-15')).json())
        .slots.filter((slot) => slot.available)
        .map((slot) => slot.time);
    // Monday 15 March: 11:00 AM is offered until 9:00 AM exactly, two hours before.
    const morning = await at('2027-03-15T12:59:00Z', offered);
    expect(morning.slice(0, 2)).toEqual(['11:00 AM', '11:30 AM']);
    expect(await at('2027-03-15T13:00:00Z', offered)).toEqual(morning);
    expect(await at('2027-03-15T13:00:00.001Z', offered)).toEqual(morning.slice(1));
    // Back to 8:59: the same day's first answer again.
    expect(await at('2027-03-15T12:59:00Z', offered)).toEqual(morning);
  });

  it('applies to a new time as well', async () => {
    const { client } = await customer();
    const booked = await book(client, '2027-03-13', '9:00 AM');
    const moved = await client.request('PATCH', `/api/appointments/${booked.id}`, { date: '2027-03-10', time: '10:00 AM' });
    expect(refusal(moved)).toEqual({ status: 422, code: 'TOO_SOON', message: tooSoon });
  });

  it("follows the owner's setting, which the booking screens read", async () => {
    const { client } = await customer();
    expect(bookingRulesSchema.parse((await client.get('/api/booking-rules')).json())).toEqual({ minNoticeMinutes: 120, cancelWindowMinutes: 1440 });
    expect((await put(owner, { minNoticeMinutes: 2 * 1440 })).statusCode).toBe(200);
    try {
      expect((await client.get('/api/booking-rules')).json()).toEqual({ minNoticeMinutes: 2880, cancelWindowMinutes: 1440 });
      const refused = await client.post('/api/appointments', booking({ date: '2027-03-11', time: '4:30 PM' }));
      expect(refusal(refused)).toMatchObject({ code: 'TOO_SOON', message: expect.stringContaining('at least 48 hours') });
      await book(client, '2027-03-12', '9:30 AM');
    } finally {
      await put(owner, { minNoticeMinutes: 120 });
    }
  });
});

describe('the cancellation window (default 24 hours)', () => {
  it('lets the customer cancel or reschedule more than a day ahead (D28), not inside it, where they are told to call', async () => {
    const { client } = await customer();
    const soon = await book(client, '2027-03-11', '9:30 AM'); // 24.5 hours ahead
    const later = await book(client, '2027-03-12', '10:00 AM');
    await at('2027-03-10T15:00:00Z', async () => {
      // 10:00 AM: the 9:30 AM visit tomorrow is 23.5 hours away.
      expect(refusal(await client.post(`/api/appointments/${soon.id}/cancel`))).toEqual({ status: 409, code: 'INSIDE_CANCEL_WINDOW', message: insideWindow });
      const moved = await client.request('PATCH', `/api/appointments/${soon.id}`, { date: '2027-03-15', time: '9:00 AM' });
      expect(refusal(moved)).toEqual({ status: 409, code: 'INSIDE_CANCEL_WINDOW', message: insideWindow });
      expect((await client.post(`/api/appointments/${later.id}/cancel`)).statusCode).toBe(200);
    });
    const list = appointmentListResponseSchema.parse((await client.get('/api/appointments')).json()).appointments;
    expect(list.find((a) => a.id === soon.id)).toMatchObject({ status: 'Confirmed', date: '2027-03-11', time: '9:30 AM' });
  });

  it("follows the owner's setting; with none, a change is allowed until the start", async () => {
    const { client } = await customer();
    const booked = await book(client, '2027-03-14', '2:00 PM');
    await put(owner, { cancelWindowMinutes: 14 * 1440 });
    try {
      const refused = await client.post(`/api/appointments/${booked.id}/cancel`);
      expect(refusal(refused)).toMatchObject({ code: 'INSIDE_CANCEL_WINDOW', message: expect.stringContaining('within 336 hours') });
      await put(owner, { cancelWindowMinutes: 0 });
      await at('2027-03-14T17:59:00Z', async () => {
        expect((await client.request('PATCH', `/api/appointments/${booked.id}`, { date: '2027-03-16', time: '2:00 PM' })).statusCode).toBe(200);
      });
    } finally {
      await put(owner, { cancelWindowMinutes: 1440 });
    }
  });
});

describe('the past', () => {
  it('cannot be booked, and an appointment that has started cannot be cancelled or rescheduled', async () => {
    const { client } = await customer();
    expect(refusal(await client.post('/api/appointments', booking({ date: '2027-03-09', time: '10:00 AM' })))).toMatchObject({
      status: 422,
      code: 'DATE_NOT_BOOKABLE',
      message: 'Please choose today or a later date.',
    });
    expect(refusal(await client.post('/api/appointments', booking({ date: '2027-03-10', time: '9:00 AM' })))).toMatchObject({
      status: 422,
      code: 'TIME_PASSED',
    });
    const booked = await book(client, '2027-03-17', '11:00 AM');
    await at('2027-03-17T16:00:00Z', async () => {
      // Noon on the day: the 11:00 AM visit has started.
      expect(refusal(await client.post(`/api/appointments/${booked.id}/cancel`))).toEqual({ status: 409, code: 'APPOINTMENT_STARTED', message: inThePast });
      const moved = await client.request('PATCH', `/api/appointments/${booked.id}`, { date: '2027-03-20', time: '11:00 AM' });
      expect(refusal(moved)).toEqual({ status: 409, code: 'APPOINTMENT_STARTED', message: inThePast });
    });
  });
});

describe("a provider's Mark as Completed", () => {
  it('is refused before the appointment starts, in words, and allowed once it has', async () => {
    const { client } = await customer();
    const booked = await book(client, '2027-03-18', '10:00 AM');
    const early = await provider.post(`/api/provider/appointments/${booked.id}/complete`);
    expect(refusal(early)).toEqual({
      status: 409,
      code: 'NOT_STARTED',
      message: 'This appointment has not started yet: it can be marked completed once it has started.',
    });
    await at('2027-03-18T15:05:00Z', async () => {
      expect((await provider.post(`/api/provider/appointments/${booked.id}/complete`)).json()).toMatchObject({ status: 'Completed' });
    });
  });
});

describe('the booking settings', () => {
  it("are the migration's defaults, kept within the database's ranges, and each change is in the audit log", async () => {
    const settings = consoleHoursSchema.parse((await owner.get('/api/console/hours')).json());
    expect(settings).toMatchObject({ slotStepMinutes: 30, minNoticeMinutes: 120, cancelWindowMinutes: 1440, reminderLeadMinutes: 1440 });

    const refused = await put(owner, { minNoticeMinutes: -1, cancelWindowMinutes: 20_161, reminderLeadMinutes: 59 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      minNoticeMinutes: 'The minimum notice must be a whole number of minutes from 0 to 20160 (14 days).',
      cancelWindowMinutes: 'The cancellation window must be a whole number of minutes from 0 to 20160 (14 days).',
      reminderLeadMinutes: 'The reminder time must be a whole number of minutes from 60 to 10080 (7 days).',
    });
    expect((await put(owner, { reminderLeadMinutes: 10_081 })).statusCode).toBe(422);
    expect((await put(owner, { minNoticeMinutes: 1.5 })).statusCode).toBe(422);

    const saved = await put(owner, { minNoticeMinutes: 60, cancelWindowMinutes: 2880, reminderLeadMinutes: 180 });
    try {
      expect(consoleHoursSchema.parse(saved.json())).toMatchObject({ slotStepMinutes: 30, minNoticeMinutes: 60, cancelWindowMinutes: 2880, reminderLeadMinutes: 180 });
      const { events } = (await owner.get('/api/console/audit')).json() as AuditPage;
      expect(events[0]).toMatchObject({
        action: 'settings.booking.updated',
        subject: 'shop:booking-settings',
        details: { changes: { minNoticeMinutes: [120, 60], cancelWindowMinutes: [1440, 2880], reminderLeadMinutes: [1440, 180] } },
      });
    } finally {
      await put(owner, { minNoticeMinutes: 120, cancelWindowMinutes: 1440, reminderLeadMinutes: 1440 });
    }
  });

  it('are changed only by the owner', async () => {
    const { client } = await customer();
    expect((await put(client, { minNoticeMinutes: 0 })).statusCode).toBe(403);
    expect((await put(provider, { minNoticeMinutes: 0 })).statusCode).toBe(403);
    expect((await put(new ApiClient(t.app), { minNoticeMinutes: 0 })).statusCode).toBe(401);
  });
});

describe('the mails', () => {
  it("tell the customer the details and until when they can change online, and tell the provider", async () => {
    const { client, user } = await customer('Priya Shah');
    const booked = await book(client, '2027-03-19', '3:30 PM');
    const confirmation = await t.mail.waitFor(mailTo(user.email, /confirmed/i));
    expect(confirmation.text).toContain('Service: Test Grooming Service');
    expect(confirmation.text).toContain('Pet: Biscuit (Dog)');
    expect(confirmation.text).toContain('When: Friday, March 19, 2027 at 3:30 PM (America/Toronto)');
    expect(confirmation.text).toContain('With: Fran Groomer');
    expect(confirmation.text).toContain('Where: Pet Haven, 128 James Street North, Hamilton, Ontario, Canada');
    expect(confirmation.text).toContain(
      'Reschedule or cancel from "Check Appointment" until Thursday, March 18, 2027 at 3:30 PM (24 hours before it starts). After that, please call us at (905) 555-0142.',
    );

    const toProvider = await t.mail.waitFor((m) => mailTo(providerEmail)(m) && /New booking/.test(m.subject ?? '') && m.text!.includes('Priya Shah'));
    expect(toProvider.subject).toBe('New booking: Test Grooming Service for Biscuit, Friday, March 19, 2027 at 3:30 PM');
    expect(toProvider.text).toContain('Customer: Priya Shah');
    expect(toProvider.text).toContain('Special instructions: Nervous around clippers');

    await client.request('PATCH', `/api/appointments/${booked.id}`, { date: '2027-03-19', time: '4:00 PM' });
    const moved = await t.mail.waitFor((m) => mailTo(providerEmail)(m) && /^New time/.test(m.subject ?? '') && m.text!.includes('Priya Shah'));
    expect(moved.text).toContain('(it was Friday, March 19, 2027 at 3:30 PM)');
    const movedIcs = (await t.mail.waitFor(mailTo(user.email, /new time/i))).attachments[0]!.content.toString();
    expect(movedIcs).toContain('SEQUENCE:1');

    await client.post(`/api/appointments/${booked.id}/cancel`);
    const cancelled = await t.mail.waitFor(mailTo(user.email, /cancelled/i));
    const ics = cancelled.attachments[0]!.content.toString();
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:2');
    expect(cancelled.text).toContain('after that, please call us at (905) 555-0142');
    await t.mail.waitFor((m) => mailTo(providerEmail)(m) && /^Cancelled/.test(m.subject ?? '') && m.text!.includes('Priya Shah'));
  });
});
