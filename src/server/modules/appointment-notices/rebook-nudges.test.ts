import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { userProfileSchema } from '@shared/contracts/accounts';
import type { Appointment } from '@shared/contracts/booking';
import { consoleServiceListSchema, type ServiceBody } from '@shared/contracts/console-catalogue';
import { petSchema } from '@shared/contracts/pets';
import { appointments, jobs } from '../../db/schema';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail, type Account } from '../../test/app-with-mail';
import { booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { mailTo } from '../../test/mail-catcher';
import { createTestApp } from '../../test/test-app';
import { REBOOK_NUDGES_JOB } from './appointment-notices.service';

/**
 * Rebook nudges (issue 29) under a clock the test moves: a service with a 6-week interval,
 * visits completed on Friday 12 March 2027, and the daily sweep run by two servers.
 */
let clock = PINNED_NOW; // Wednesday 10 March 2027, 9:00 AM in Toronto
const t = useTestAppWithMail({ now: () => clock });

/** The owner's console form, sent with every field as the screen sends it. */
async function setRebookWeeks(owner: ApiClient, serviceId: string, rebookWeeks: number | null) {
  const { services } = consoleServiceListSchema.parse((await owner.get('/api/console/services')).json());
  const service = services.find((each) => each.id === serviceId)!;
  const body: ServiceBody = {
    categoryId: service.categoryId,
    name: service.name,
    description: service.description,
    durationMinutes: service.durationMinutes,
    price: (service.priceCents / 100).toFixed(2),
    petTypes: service.petTypes,
    providerIds: service.providerIds,
    active: service.active,
    rebookWeeks,
    options: service.options.map(({ size, coat, durationMinutes, priceCents }) => ({ size, coat, durationMinutes, price: (priceCents / 100).toFixed(2) })),
    requiredVaccines: service.requiredVaccines,
  };
  return owner.request('PUT', `/api/console/services/${serviceId}`, body);
}

async function customerWithPet(name: string, petName: string): Promise<Account & { petId: string }> {
  const account = await t.signUpCustomer(name);
  const pet = petSchema.parse((await account.client.post('/api/pets', { name: petName, type: 'Dog', age: '3 years', breed: 'Beagle' })).json());
  return { ...account, petId: pet.id };
}

async function book(account: Account & { petId: string }, date: string, time: string): Promise<Appointment> {
  const response = await account.client.post('/api/appointments', booking({ date, time, petId: account.petId }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Appointment;
}

const runWorkers = async (...apps: Array<{ app: { jobs: { runDue(): Promise<unknown> } } }>) => {
  for (let round = 0; round < 2; round++) await Promise.all(apps.map((each) => each.app.jobs.runDue()));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const nudgesTo = (email: string) => t.mail.messages.filter((message: ParsedMail) => mailTo(email)(message) && /next|prochain/.test(message.subject ?? ''));

describe('a rebook nudge', () => {
  it('is set on a service in the console: 1 to 52 weeks or empty', async () => {
    const owner = await signUpOwner(t);
    expect((await setRebookWeeks(owner.client, 'full-groom', 0)).json().error.fields.rebookWeeks).toBe(
      'Remind to rebook after a whole number of weeks from 1 to 52, or leave it empty for never.',
    );
    expect((await setRebookWeeks(owner.client, 'full-groom', 53)).statusCode).toBe(422);
    const saved = await setRebookWeeks(owner.client, 'full-groom', 6);
    expect([saved.statusCode, saved.json().rebookWeeks]).toEqual([200, 6]);
    expect((await setRebookWeeks(owner.client, 'full-groom', null)).json().rebookWeeks).toBeNull();
  });

  it('mails once per completed visit when the interval has passed, in the customer’s language, never when a later visit is booked or they turned it off', async () => {
    const owner = await signUpOwner(t, 'Nora Owner');
    expect((await setRebookWeeks(owner.client, 'test-grooming', 6)).statusCode).toBe(200);
    const groomer = await t.signUpProvider('Fran Groomer');
    const due = await customerWithPet('Avery Walker', 'Biscuit');
    const french = await customerWithPet('Élise Tremblay', 'Caramel');
    const optedOut = await customerWithPet('Olu Quiet', 'Shadow');
    const cameBack = await customerWithPet('Rae Loyal', 'Pepper');
    expect((await french.client.request('PUT', '/api/profile/locale', { locale: 'fr-CA' })).statusCode).toBe(200);
    const off = await optedOut.client.request('PUT', '/api/profile/reminders', { remindWhenDue: false });
    expect([off.statusCode, off.json()]).toEqual([200, { remindWhenDue: false }]);
    expect(userProfileSchema.parse((await optedOut.client.get('/api/profile')).json()).remindWhenDue).toBe(false);
    expect(userProfileSchema.parse((await due.client.get('/api/profile')).json()).remindWhenDue).toBe(true);

    const visits = [
      await book(due, '2027-03-12', '10:00 AM'),
      await book(french, '2027-03-12', '11:00 AM'),
      await book(optedOut, '2027-03-12', '12:00 PM'),
      await book(cameBack, '2027-03-12', '1:00 PM'),
    ];
    clock = new Date('2027-03-12T18:45:00Z'); // 1:45 PM: every visit has started
    for (const visit of visits) expect((await groomer.client.post(`/api/provider/appointments/${visit.id}/complete`)).statusCode).toBe(200);
    const later = await book(cameBack, '2027-04-30', '10:00 AM');
    expect(later.status).toBe('Confirmed');
    await runWorkers(t);

    // Thursday 22 April: 6 weeks have not quite passed.
    clock = new Date('2027-04-22T15:00:00Z');
    await runWorkers(t);
    await settle();
    expect(nudgesTo(due.user.email)).toHaveLength(0);

    // Saturday 24 April, with a second server on the same database sweeping too.
    clock = new Date('2027-04-24T15:00:00Z');
    const second = await createTestApp({ database: t.database, env: { SMTP_URL: t.mail.url }, now: () => clock });
    try {
      await runWorkers(t, second);
      const nudge = await t.mail.waitFor(mailTo(due.user.email, /next/));
      const nudgeFr = await t.mail.waitFor(mailTo(french.user.email, /prochain/));
      await runWorkers(t, second);
      await settle();
      expect(nudgesTo(due.user.email)).toHaveLength(1);
      expect(nudgesTo(french.user.email)).toHaveLength(1);
      expect(nudgesTo(optedOut.user.email)).toHaveLength(0);
      expect(nudgesTo(cameBack.user.email)).toHaveLength(0);

      expect(nudge.subject).toBe("Time for Biscuit's next Test Grooming Service?");
      expect(nudge.text).toContain("Biscuit's last Test Grooming Service at Pet Haven was on March 12, 2027");
      const link = `/book-appointment?service=test-grooming&pet=${due.petId}`;
      expect(nudge.text).toContain(link);
      expect(nudge.html).toContain(`${link.replace('&', '&amp;')}`);
      expect(nudge.text).toContain('Turn off “Remind me when a visit is due” on your profile');
      expect(nudgeFr.subject).toBe('C’est bientôt le moment du prochain Test Grooming Service de Caramel?');
      expect(nudgeFr.text).toContain('12 mars 2027');
      expect(nudgeFr.text).toContain(`/book-appointment?service=test-grooming&pet=${french.petId}`);

      const [visit] = await t.database.db.select().from(appointments).where(eq(appointments.id, visits[0]!.id));
      expect(visit?.rebookNudgedAt).toEqual(clock);
      const sweeps = await t.database.db.select().from(jobs).where(eq(jobs.kind, REBOOK_NUDGES_JOB));
      expect(sweeps.filter((sweep) => sweep.status === 'pending').map((sweep) => sweep.uniqueKey)).toEqual([`${REBOOK_NUDGES_JOB}:2027-04-25`]);
      expect(sweeps.filter((sweep) => sweep.status === 'failed')).toEqual([]);
    } finally {
      await second.close();
      clock = PINNED_NOW;
    }
  });

  it('is turned off and on by the signed-in account only: 401 signed out, 422 for anything but a yes or no', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.request('PUT', '/api/profile/reminders', { remindWhenDue: false })).statusCode).toBe(401);
    const customer = await t.signUpCustomer('Ines Choice');
    expect((await customer.client.request('PUT', '/api/profile/reminders', { remindWhenDue: 'no' })).statusCode).toBe(422);
    for (const account of [customer, await t.signUpProvider('Pat Provider')]) {
      expect((await account.client.request('PUT', '/api/profile/reminders', { remindWhenDue: false })).json()).toEqual({ remindWhenDue: false });
      expect((await account.client.request('PUT', '/api/profile/reminders', { remindWhenDue: true })).json()).toEqual({ remindWhenDue: true });
    }
    const owner = await signUpOwner(t, 'Olive Owner');
    expect((await owner.client.request('PUT', '/api/profile/reminders', { remindWhenDue: false })).json()).toEqual({ remindWhenDue: false });
    expect(userProfileSchema.parse((await owner.client.get('/api/profile')).json()).remindWhenDue).toBe(false);
    const openApi = (await anonymous.get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(openApi.paths['/api/profile/reminders'] ?? {})).toEqual(['put']);
  });
});
