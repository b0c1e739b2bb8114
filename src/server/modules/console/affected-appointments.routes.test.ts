import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityResponseSchema, type Appointment } from '@shared/contracts/booking';
import { affectedAppointmentListSchema, consoleHoursSchema, shopHoursSchema, staffListSchema } from '@shared/contracts/hours';
import type { AuditPage } from '@shared/contracts/owner';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { addProvider, booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { mailTo } from '../../test/mail-catcher';

/**
 * Hours as data (issue 12 item 4 and 5): the shop's week and closures, the booking grid,
 * providers' hours and time off, all read by availability, and the appointments that
 * stop fitting listed for the owner to move or cancel.
 */

const t = useTestAppWithMail({ now: () => PINNED_NOW });
let owner: ApiClient;
let customer: ApiClient;
let customerEmail: string;
beforeAll(async () => {
  owner = (await signUpOwner(t)).client;
  const jordan = await t.signUpCustomer('Jordan Customer');
  customer = jordan.client;
  customerEmail = jordan.user.email;
});

const put = (client: ApiClient, url: string, body: unknown) => client.request('PUT', url, body);
const del = (client: ApiClient, url: string) => client.request('DELETE', url);
const slotsOn = async (date: string, serviceId = 'test-grooming') => {
  const response = await customer.get(`/api/availability?serviceId=${serviceId}&date=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return availabilityResponseSchema.parse(response.json()).slots;
};
const book = async (overrides: Parameters<typeof booking>[0]) => {
  const response = await customer.post('/api/appointments', booking(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Appointment;
};
const demoProviderId = async () => staffListSchema.parse((await owner.get('/api/console/staff')).json()).staff[0]!.id;
const lastAudit = async () => ((await owner.get('/api/console/audit')).json() as AuditPage).events[0];
const everyDay = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

// PINNED_NOW is Wednesday 10 March 2027; these are days after it.
const FRIDAY = '2027-03-12';
const MONDAY = '2027-03-15';
const TUESDAY = '2027-03-16';

describe("the shop's opening hours", () => {
  it('are the spec’s on a fresh install, public, and changed by the owner with an audit entry', async () => {
    const fresh = shopHoursSchema.parse((await new ApiClient(t.app).get('/api/shop/hours')).json());
    expect(fresh.openingHours).toContainEqual({ weekday: 1, start: '09:00', end: '18:00' });
    expect(fresh.openingHours).toContainEqual({ weekday: 0, start: '10:00', end: '16:00' });

    const week = [...everyDay('09:00', '12:00').filter((d) => d.weekday !== 0), { weekday: 3, start: '13:00', end: '17:00' }];
    const saved = await put(owner, '/api/console/hours/opening', { intervals: week });
    expect(saved.statusCode, saved.body).toBe(200);
    const hours = shopHoursSchema.parse((await new ApiClient(t.app).get('/api/shop/hours')).json()).openingHours;
    expect(hours.filter((interval) => interval.weekday === 3)).toEqual([
      { weekday: 3, start: '09:00', end: '12:00' },
      { weekday: 3, start: '13:00', end: '17:00' },
    ]);
    expect(hours.some((interval) => interval.weekday === 0)).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'hours.opening.updated', subject: 'shop:opening-hours' });
  });

  it('refuse overlapping intervals and an end before the start, field by field', async () => {
    const overlapping = await put(owner, '/api/console/hours/opening', {
      intervals: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '15:00' },
      ],
    });
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().error.fields).toEqual({ 'intervals.1.start': 'This interval overlaps another one on the same day.' });
    const backwards = await put(owner, '/api/console/hours/opening', { intervals: [{ weekday: 1, start: '17:00', end: '09:00' }] });
    expect(backwards.json().error.fields).toEqual({ 'intervals.0.end': 'The end must be later than the start.' });
  });
});

describe('the booking grid', () => {
  it('offers the spec’s 16 half-hour slots by default, and quarter hours when the owner chooses 15 minutes', async () => {
    expect((await slotsOn(FRIDAY)).map((slot) => slot.time)).toHaveLength(16);
    const saved = await put(owner, '/api/console/booking-settings', { slotStepMinutes: 15 });
    expect(consoleHoursSchema.parse(saved.json()).slotStepMinutes).toBe(15);
    const quarterly = (await slotsOn(FRIDAY)).map((slot) => slot.time);
    expect(quarterly.slice(0, 3)).toEqual(['9:00 AM', '9:15 AM', '9:30 AM']);
    expect(quarterly.at(-1)).toBe('4:30 PM');
    await book({ date: FRIDAY, time: '9:15 AM' });
    expect(await lastAudit()).toMatchObject({ action: 'settings.booking.updated', details: { changes: { slotStepMinutes: [30, 15] } } });

    expect((await put(owner, '/api/console/booking-settings', { slotStepMinutes: 20 })).statusCode).toBe(422);
    await put(owner, '/api/console/booking-settings', { slotStepMinutes: 30 });
    const refused = await customer.post('/api/appointments', booking({ date: FRIDAY, time: '10:15 AM' }));
    expect(refused.statusCode).toBe(422);
  });
});

describe('holiday closures', () => {
  it('close bookings that day with the reason, and open them again when removed', async () => {
    const added = await owner.post('/api/console/closures', { date: TUESDAY, reason: 'Staff training day' });
    expect(added.statusCode, added.body).toBe(201);
    expect((await owner.post('/api/console/closures', { date: TUESDAY })).statusCode).toBe(409);

    const refused = await customer.get(`/api/availability?serviceId=test-grooming&date=${TUESDAY}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Pet Haven is closed on this date (Staff training day). Please choose another date.');
    expect((await customer.post('/api/appointments', booking({ date: TUESDAY }))).statusCode).toBe(422);
    expect(shopHoursSchema.parse((await new ApiClient(t.app).get('/api/shop/hours')).json()).closures).toEqual([
      { date: TUESDAY, reason: 'Staff training day' },
    ]);

    expect((await del(owner, `/api/console/closures/${TUESDAY}`)).statusCode).toBe(204);
    expect((await del(owner, `/api/console/closures/${TUESDAY}`)).statusCode).toBe(404);
    expect(await slotsOn(TUESDAY)).toHaveLength(16);
    expect(await lastAudit()).toMatchObject({ action: 'hours.closure.removed', subject: `closure:${TUESDAY}` });
  });
});

describe("providers' hours and time off", () => {
  it('make availability: Monday 10:00-14:00 offers only those slots, and a week off offers none', async () => {
    const providerId = await demoProviderId();
    const week = [...everyDay('09:00', '17:00').filter((d) => d.weekday !== 1), { weekday: 1, start: '10:00', end: '14:00' }];
    const saved = await put(owner, `/api/console/staff/${providerId}/hours`, { intervals: week });
    expect(saved.statusCode, saved.body).toBe(200);
    const monday = (await slotsOn(MONDAY)).map((slot) => slot.time);
    expect(monday).toEqual(['10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM', '1:30 PM']);
    expect(await lastAudit()).toMatchObject({ action: 'staff.hours.updated', details: { name: 'Pet Haven Care Team' } });

    const off = await owner.post(`/api/console/staff/${providerId}/time-off`, { startsOn: MONDAY, endsOn: TUESDAY, reason: 'Conference' });
    expect(off.statusCode, off.body).toBe(201);
    expect(await slotsOn(MONDAY)).toEqual([]);
    expect(await slotsOn(TUESDAY)).toEqual([]);
    expect((await owner.post(`/api/console/staff/${providerId}/time-off`, { startsOn: TUESDAY, endsOn: MONDAY })).json().error.fields).toEqual({
      endsOn: 'The last day cannot be before the first day.',
    });
    expect((await del(owner, `/api/console/staff/${providerId}/time-off/${off.json().id}`)).statusCode).toBe(204);
    expect(await slotsOn(TUESDAY)).toHaveLength(16);
    expect((await put(owner, '/api/console/staff/999999/hours', { intervals: week })).statusCode).toBe(404);

    await put(owner, `/api/console/staff/${providerId}/hours`, { intervals: everyDay('09:00', '17:00') });
  });
});

describe('appointments the new hours no longer fit', () => {
  it('are listed with who could take them; the owner moves one and cancels another, and the customer is emailed', async () => {
    const providerId = await demoProviderId();
    const early = await book({ date: MONDAY, time: '9:00 AM' });
    const late = await book({ date: MONDAY, time: '4:00 PM' });
    const secondId = await addProvider(t.database.db, 'Sam Second');

    await put(owner, `/api/console/staff/${providerId}/hours`, {
      intervals: [...everyDay('09:00', '17:00').filter((d) => d.weekday !== 1), { weekday: 1, start: '10:00', end: '14:00' }],
    });
    const listed = affectedAppointmentListSchema.parse((await owner.get('/api/console/affected-appointments')).json()).appointments;
    expect(listed.map((a) => [a.id, a.reason, a.time, a.customerEmail])).toEqual([
      [early.id, 'outside-hours', '9:00 AM', customerEmail],
      [late.id, 'outside-hours', '4:00 PM', customerEmail],
    ]);
    expect(listed[0]!.alternatives).toEqual([{ id: secondId, displayName: 'Sam Second' }]);

    // Its own provider no longer works then: refused, and said why.
    const toSame = await owner.post(`/api/console/appointments/${early.id}/reassign`, { providerId });
    expect([toSame.statusCode, toSame.json().error.message]).toEqual([
      409,
      'This provider cannot take the appointment: they do not offer the service, do not work then, or are booked.',
    ]);
    expect((await owner.post(`/api/console/appointments/${early.id}/reassign`, { providerId: secondId })).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'appointment.reassigned', details: { from: 'Pet Haven Care Team', to: 'Sam Second' } });

    expect((await owner.post(`/api/console/appointments/${late.id}/cancel`)).statusCode).toBe(204);
    expect((await owner.post(`/api/console/appointments/${late.id}/cancel`)).statusCode).toBe(409);
    const cancelled = await t.mail.waitFor(mailTo(customerEmail, /cancelled/i));
    expect(cancelled.text).toContain('4:00 PM');
    expect(await lastAudit()).toMatchObject({ action: 'appointment.cancelled', details: { time: '4:00 PM' } });

    expect(affectedAppointmentListSchema.parse((await owner.get('/api/console/affected-appointments')).json()).appointments).toEqual([]);
    const mine = (await customer.get('/api/appointments')).json().appointments as Appointment[];
    expect(mine.find((a) => a.id === early.id)).toMatchObject({ status: 'Confirmed', providerName: 'Sam Second' });
    expect(mine.find((a) => a.id === late.id)).toMatchObject({ status: 'Cancelled' });
  });
});
