import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Appointment } from '@shared/contracts/booking';
import { providerAppointmentListResponseSchema, providerDashboardResponseSchema } from '@shared/contracts/providers';
import { appointments, providers, reportCards, serviceWaivers, users, waiverAcceptances } from '../../db/schema';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { mailTo } from '../../test/mail-catcher';
import { booking, PINNED_NOW } from '../../test/booking';

let clock = PINNED_NOW;
const t = useTestAppWithMail({ now: () => clock });
const signUp = t.signUpCustomer;
const provider = t.signUpProvider;

describe("a provider's appointments", () => {
  it('shows only appointments assigned to them, with pet, service, owner and instructions', async () => {
    const groomer = await provider('Fran Groomer');
    const [mine] = await t.database.db.select().from(providers).where(eq(providers.displayName, 'Fran Groomer'));
    const owner = await signUp('Gus Owner');
    const booked: Appointment = (await owner.client.post('/api/appointments', booking({ date: '2027-03-11', time: '9:00 AM' }))).json();
    // Make sure this booking is Fran's, whoever the automatic assignment chose.
    await t.database.db.update(appointments).set({ providerId: mine!.id }).where(eq(appointments.id, booked.id));

    const list = providerAppointmentListResponseSchema.parse((await groomer.client.get('/api/provider/appointments')).json());
    expect(list.appointments).toEqual([
      expect.objectContaining({
        id: booked.id,
        petName: 'Biscuit',
        petType: 'Dog',
        petBreed: 'Beagle',
        serviceName: 'Test Grooming Service',
        ownerName: 'Gus Owner',
        specialInstructions: 'Nervous around clippers',
        status: 'Confirmed',
        date: '2027-03-11',
        time: '9:00 AM',
      }),
    ]);
  });

  it('gives today and the coming week with counts, in Toronto time', async () => {
    const groomer = await provider('Hal Groomer');
    const [mine] = await t.database.db.select().from(providers).where(eq(providers.displayName, 'Hal Groomer'));
    const owner = await signUp('Ivy Owner');
    const dates = [['2027-03-10', '4:30 PM'], ['2027-03-12', '9:00 AM'], ['2027-03-17', '9:00 AM'], ['2027-03-18', '9:00 AM']] as const;
    for (const [date, time] of dates) {
      const booked: Appointment = (await owner.client.post('/api/appointments', booking({ date, time }))).json();
      await t.database.db.update(appointments).set({ providerId: mine!.id }).where(eq(appointments.id, booked.id));
    }
    const dashboard = providerDashboardResponseSchema.parse((await groomer.client.get('/api/provider/dashboard')).json());
    expect(dashboard.today).toBe('2027-03-10');
    expect(dashboard.todayAppointments.map((a) => a.time)).toEqual(['4:30 PM']);
    // The week is the seven days after today: the 18th is outside it.
    expect(dashboard.weekAppointments.map((a) => a.date)).toEqual(['2027-03-12', '2027-03-17']);
    expect(dashboard.counts).toEqual({ today: 1, week: 2 });
  });

  it('can be completed or cancelled once, only from Confirmed; a cancel emails the owner, who may then delete it', async () => {
    const groomer = await provider('Jo Groomer');
    const [mine] = await t.database.db.select().from(providers).where(eq(providers.displayName, 'Jo Groomer'));
    const owner = await signUp('Kai Owner');
    const ids: string[] = [];
    for (const time of ['10:00 AM', '10:30 AM']) {
      const booked: Appointment = (await owner.client.post('/api/appointments', booking({ date: '2027-03-13', time }))).json();
      await t.database.db.update(appointments).set({ providerId: mine!.id }).where(eq(appointments.id, booked.id));
      ids.push(booked.id);
    }
    const [toComplete, toCancel] = ids as [string, string];

    // Completed only once it has started (issue 14): refused before, taken at 10:05.
    const early = await groomer.client.post(`/api/provider/appointments/${toComplete}/complete`);
    expect([early.statusCode, early.json().error.message]).toEqual([409, 'This appointment has not started yet: it can be marked completed once it has started.']);
    clock = new Date('2027-03-13T15:05:00Z');
    const completed = await groomer.client.post(`/api/provider/appointments/${toComplete}/complete`);
    clock = PINNED_NOW;
    expect(completed.json().status).toBe('Completed');
    expect((await groomer.client.post(`/api/provider/appointments/${toComplete}/cancel`)).statusCode).toBe(409);

    const cancelled = await groomer.client.post(`/api/provider/appointments/${toCancel}/cancel`);
    expect(cancelled.json().status).toBe('Cancelled');
    const message = await t.mail.waitFor(mailTo(owner.user.email, /cancelled/i));
    expect(message.attachments[0]?.content.toString()).toContain('METHOD:CANCEL');

    const ownerView: Appointment[] = (await owner.client.get('/api/appointments')).json().appointments;
    expect(ownerView.find((a) => a.id === toCancel)?.status).toBe('Cancelled');
    expect(ownerView.find((a) => a.id === toComplete)?.status).toBe('Completed');
    expect((await owner.client.request('DELETE', `/api/appointments/${toCancel}`)).statusCode).toBe(204);
  });

  it("are never readable or changeable by another provider", async () => {
    const alice = await provider('Alice Groomer');
    const bob = await provider('Bob Groomer');
    const [aliceRow] = await t.database.db.select().from(providers).where(eq(providers.displayName, 'Alice Groomer'));
    const owner = await signUp('Lee Owner');
    const booked: Appointment = (await owner.client.post('/api/appointments', booking({ date: '2027-03-14', time: '11:00 AM' }))).json();
    await t.database.db.update(appointments).set({ providerId: aliceRow!.id }).where(eq(appointments.id, booked.id));

    const bobsList = providerAppointmentListResponseSchema.parse((await bob.client.get('/api/provider/appointments')).json());
    expect(bobsList.appointments.map((a) => a.id)).not.toContain(booked.id);
    for (const action of ['complete', 'cancel', 'no-show']) {
      expect((await bob.client.post(`/api/provider/appointments/${booked.id}/${action}`)).statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row?.status).toBe('Confirmed');
    clock = new Date('2027-03-14T15:30:00Z');
    expect((await alice.client.post(`/api/provider/appointments/${booked.id}/complete`)).statusCode).toBe(200);
    clock = PINNED_NOW;
  });

  it('are not reachable through the owner routes by a provider who is not the owner', async () => {
    const groomer = await provider('Max Groomer');
    const owner = await signUp('Nia Owner');
    const booked: Appointment = (await owner.client.post('/api/appointments', booking({ date: '2027-03-15', time: '11:00 AM' }))).json();
    expect((await groomer.client.post(`/api/appointments/${booked.id}/cancel`)).statusCode).toBe(404);
  });

  it('kept in memory, still show at once an owner renamed, a waiver signed and a report card written, whoever wrote them', async () => {
    const groomer = await provider('Lee Groomer');
    const [mine] = await t.database.db.select().from(providers).where(eq(providers.displayName, 'Lee Groomer'));
    const owner = await signUp('Mo Owner');
    const [ownerRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, owner.user.email));
    const ownerId = ownerRow!.id;
    const booked: Appointment = (await owner.client.post('/api/appointments', booking({ date: '2027-03-16', time: '9:00 AM' }))).json();
    await t.database.db.update(appointments).set({ providerId: mine!.id }).where(eq(appointments.id, booked.id));
    const listed = async () => {
      const [only, ...others] = providerAppointmentListResponseSchema.parse((await groomer.client.get('/api/provider/appointments')).json()).appointments;
      expect(others).toEqual([]);
      return only!;
    };
    expect(await listed()).toMatchObject({ id: booked.id, ownerName: 'Mo Owner' });
    expect((await listed()).waiver).toBeUndefined();

    // Straight in the database, as psql or another server would: the triggers move the versions.
    await t.database.db.update(users).set({ name: 'Mo Renamed' }).where(eq(users.id, ownerId));
    expect((await listed()).ownerName).toBe('Mo Renamed');

    const [waiver] = await t.database.db
      .insert(serviceWaivers)
      .values({ serviceId: booked.service.id, version: 1, textEn: 'I accept.', textFr: "J'accepte.", publishedBy: 'owner@example.com' })
      .returning();
    await t.database.db.insert(waiverAcceptances).values({ waiverId: waiver!.id, appointmentId: booked.id, userId: ownerId, fullName: 'Mo Renamed' });
    expect((await listed()).waiver).toMatchObject({ version: 1, fullName: 'Mo Renamed' });

    await t.database.db.update(appointments).set({ status: 'Completed' }).where(eq(appointments.id, booked.id));
    expect(await listed()).toMatchObject({ status: 'Completed' });
    expect((await listed()).reportCardWritten).toBeUndefined();
    await t.database.db.insert(reportCards).values({
      appointmentId: booked.id,
      userId: ownerId,
      providerId: mine!.id,
      petName: 'Biscuit',
      serviceId: booked.service.id,
      serviceName: booked.service.name,
      visitStartsAt: new Date(booked.startsAt),
      note: 'Good dog',
      checks: [],
      photos: [],
      writtenAt: clock,
    });
    expect((await listed()).reportCardWritten).toBe(true);
  });
});

