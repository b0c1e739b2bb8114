import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import type { ParsedMail } from 'mailparser';
import type { Appointment } from '@shared/contracts/booking';
import type { DatabaseHandle } from '../../db/database';
import { jobs } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { booking, PINNED_NOW } from '../../test/booking';
import { mailTo, startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabaseTwice } from '../../test/test-database';
import { createJobWorker } from '../jobs/job-worker';
import type { JobHandler } from '../jobs/jobs.service';
import { grantProvider } from '../providers/providers.service';
import { appointmentsForNotices } from '../appointment-book/appointments.service';
import { APPOINTMENT_REMINDER_JOB, PROVIDER_AGENDA_JOB, reminderKey } from './appointment-notices.service';
import { appointmentReminderJobs } from './appointment-reminders.job';

/**
 * Reminders (issue 14, D23): two app servers on one database, each with its jobs
 * worker, and a clock the test moves. A reminder goes once per appointment and start
 * time, whichever worker takes it, also when a worker dies mid-run and its lease runs
 * out; a cancelled appointment gets none, a rescheduled one gets it for its new time.
 * On PostgreSQL the two servers use two pools, as two processes would.
 */

let clock = PINNED_NOW; // Wednesday 10 March 2027, 9:00 AM in Toronto
let mail: MailCatcher;
let databases: [DatabaseHandle, DatabaseHandle];
let a: TestApp;
let b: TestApp;
let providerEmail: string;
beforeAll(async () => {
  mail = await startMailCatcher();
  databases = await createTestDatabaseTwice();
  const env = { SMTP_URL: mail.url };
  a = await createTestApp({ database: databases[0], env, now: () => clock });
  b = await createTestApp({ database: databases[1], env, now: () => clock });
  // The provider claims the demo schedule, which takes every booking here.
  const provider = newUser('Fran Groomer');
  providerEmail = provider.email;
  await new ApiClient(a.app).signUp(provider);
  expect((await grantProvider(a.database.db, provider.email)).ok).toBe(true);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await databases[1].close();
  await databases[0].close();
  await mail.close();
});

/** Both servers' workers at once, twice over, as two processes polling would. */
async function runBothWorkers(): Promise<void> {
  for (let round = 0; round < 2; round++) await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()]);
}

/** Lets any mail still on its way arrive before counting. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const isReminder = (email: string) => (message: ParsedMail) => mailTo(email)(message) && /^Reminder:/.test(message.subject ?? '');
const remindersTo = (email: string) => mail.messages.filter(isReminder(email));

async function customerBooks(name: string, date: string, time: string, app: TestApp = a) {
  const client = new ApiClient(app.app);
  const user = newUser(name);
  await client.signUp(user);
  const response = await client.post('/api/appointments', booking({ date, time }));
  expect(response.statusCode, response.body).toBe(201);
  return { client, user, appointment: response.json() as Appointment };
}

const reminderJob = async (appointment: Appointment) =>
  (await a.database.db.select().from(jobs).where(eq(jobs.uniqueKey, reminderKey(appointment.id, appointment.startsAt))))[0];
const reminderMailJobs = (appointmentId: string) =>
  a.database.db.select().from(jobs).where(and(eq(jobs.kind, 'mail'), like(jobs.uniqueKey, `reminder-mail:${appointmentId}:%`)));

/** A third worker on server A's database whose reminder handler never finishes: a process that dies mid-run. */
function dyingWorker(options: { actFirst: boolean }) {
  let acted!: () => void;
  const hasActed = new Promise<void>((resolve) => (acted = resolve));
  const real = appointmentReminderJobs({ db: a.database.db, appointments: appointmentsForNotices, now: () => clock, kick: () => {} })[APPOINTMENT_REMINDER_JOB]!;
  const dies: JobHandler = async (payload, job) => {
    if (options.actFirst) await real(payload, job);
    acted();
    await new Promise(() => {}); // never returns: its lease is never given back
  };
  const worker = createJobWorker({ db: a.database.db, log: pino({ level: 'silent' }), now: () => clock, handlers: { [APPOINTMENT_REMINDER_JOB]: dies } });
  void worker.runDue();
  return hasActed;
}

describe("a customer's reminder, with two servers", () => {
  it('is due the lead time before a Confirmed appointment and sent exactly once', async () => {
    // Friday 10:00 AM, booked two days ahead: the reminder is due Thursday 10:00 AM.
    const { user, appointment } = await customerBooks('Avery Walker', '2027-03-12', '10:00 AM');
    expect(await reminderJob(appointment)).toMatchObject({ kind: APPOINTMENT_REMINDER_JOB, status: 'pending', runAt: new Date('2027-03-11T15:00:00Z') });

    await runBothWorkers();
    expect(remindersTo(user.email)).toHaveLength(0);

    clock = new Date('2027-03-11T15:30:00Z'); // Thursday 10:30 AM: within the lead time
    await runBothWorkers();
    const reminder = await mail.waitFor(isReminder(user.email));
    await runBothWorkers();
    await settle();
    expect(remindersTo(user.email)).toHaveLength(1);
    expect(reminder.subject).toBe('Reminder: Test Grooming Service for Biscuit, Friday, March 12, 2027 at 10:00 AM');
    expect(reminder.text).toContain('This is a reminder of your appointment at Pet Haven.');
    expect(reminder.text).toContain('With: Fran Groomer');
    expect(reminder.text).toContain('Where: Pet Haven, 128 James Street North, Hamilton, Ontario, Canada');
    expect(reminder.text).toContain('until Thursday, March 11, 2027 at 10:00 AM (24 hours before it starts). After that, please call us at (905) 555-0142.');
    expect(reminder.attachments[0]?.content.toString()).toContain('DTSTART;TZID=America/Toronto:20270312T100000');
    expect(await reminderJob(appointment)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await reminderMailJobs(appointment.id)).toEqual([expect.objectContaining({ status: 'done' })]);
    clock = PINNED_NOW;
  });

  it('is sent once when the worker that took it dies before acting, after its lease runs out', async () => {
    const { user, appointment } = await customerBooks('Noor Haddad', '2027-03-12', '11:00 AM');
    await runBothWorkers(); // the servers are idle (the booking's mail sent) before the clock moves
    clock = new Date('2027-03-11T16:30:00Z');
    await dyingWorker({ actFirst: false });
    expect(await reminderJob(appointment)).toMatchObject({ status: 'pending', attempts: 1, leaseOwner: expect.any(String) });
    await runBothWorkers();
    await settle();
    expect(remindersTo(user.email)).toHaveLength(0); // the dead worker's lease still holds it

    clock = new Date('2027-03-11T16:33:00Z'); // the 2-minute lease has run out
    await runBothWorkers();
    await mail.waitFor(isReminder(user.email));
    await runBothWorkers();
    await settle();
    expect(remindersTo(user.email)).toHaveLength(1);
    expect(await reminderJob(appointment)).toMatchObject({ status: 'done', attempts: 2 });
    clock = PINNED_NOW;
  });

  it('is sent once when the worker dies after acting, before recording it, and another runs it again', async () => {
    const { user, appointment } = await customerBooks('Hana Kim', '2027-03-12', '11:30 AM');
    await runBothWorkers();
    clock = new Date('2027-03-11T17:00:00Z');
    await dyingWorker({ actFirst: true });
    // Its mail was queued with the decision: the live servers send it while the reminder job is still held.
    await runBothWorkers();
    await mail.waitFor(isReminder(user.email));

    clock = new Date('2027-03-11T17:03:00Z');
    await runBothWorkers();
    await settle();
    expect(await reminderJob(appointment)).toMatchObject({ status: 'done', attempts: 2 });
    expect(remindersTo(user.email)).toHaveLength(1);
    expect(await reminderMailJobs(appointment.id)).toHaveLength(1);
    clock = PINNED_NOW;
  });

  it('is not sent for an appointment cancelled before it was due', async () => {
    const { client, user, appointment } = await customerBooks('Mateo Ruiz', '2027-03-12', '1:00 PM', b);
    expect((await client.post(`/api/appointments/${appointment.id}/cancel`)).statusCode).toBe(200);
    clock = new Date('2027-03-11T18:30:00Z');
    await runBothWorkers();
    await settle();
    expect(remindersTo(user.email)).toHaveLength(0);
    expect(await reminderJob(appointment)).toMatchObject({ status: 'done' });
    expect(await reminderMailJobs(appointment.id)).toEqual([]);
    clock = PINNED_NOW;
  });

  it('goes by the new time after a reschedule', async () => {
    const { client, user, appointment } = await customerBooks('Priya Shah', '2027-03-12', '2:00 PM');
    const moved = await client.request('PATCH', `/api/appointments/${appointment.id}`, { date: '2027-03-13', time: '2:00 PM' });
    expect(moved.statusCode).toBe(200);

    clock = new Date('2027-03-11T19:30:00Z'); // the old reminder's time: it finds the appointment moved
    await runBothWorkers();
    await settle();
    expect(remindersTo(user.email)).toHaveLength(0);
    expect(await reminderJob(appointment)).toMatchObject({ status: 'done' });

    clock = new Date('2027-03-12T19:30:00Z'); // a day before the new time
    await runBothWorkers();
    const reminder = await mail.waitFor(isReminder(user.email));
    expect(reminder.subject).toBe('Reminder: Test Grooming Service for Biscuit, Saturday, March 13, 2027 at 2:00 PM');
    await runBothWorkers();
    await settle();
    expect(remindersTo(user.email)).toHaveLength(1);
    clock = PINNED_NOW;
  });

  it('is not queued for a booking made inside the lead time: its confirmation has just gone', async () => {
    const { appointment } = await customerBooks('Sam Lee', '2027-03-10', '4:30 PM');
    expect(await reminderJob(appointment)).toBeUndefined();
  });
});

describe("a provider's agenda", () => {
  it('is emailed once at the start of their working day, listing that day’s Confirmed appointments', async () => {
    await customerBooks('Robin Diaz', '2027-03-19', '3:00 PM');
    await customerBooks('Kai Chen', '2027-03-19', '9:30 AM', b);
    const { client, appointment } = await customerBooks('Lee Park', '2027-03-19', '11:00 AM');
    await client.post(`/api/appointments/${appointment.id}/cancel`);
    const agendaJobs = await a.database.db.select().from(jobs).where(eq(jobs.kind, PROVIDER_AGENDA_JOB));
    expect(agendaJobs.filter((job) => job.uniqueKey?.endsWith(':2027-03-19'))).toEqual([
      expect.objectContaining({ runAt: new Date('2027-03-19T13:00:00Z') }), // 9:00 AM, summer time from the 14th
    ]);

    clock = new Date('2027-03-19T13:00:00Z');
    await runBothWorkers();
    const isAgenda = (m: ParsedMail) => mailTo(providerEmail)(m) && /^Your appointments for Friday, March 19, 2027/.test(m.subject ?? '');
    const agenda = await mail.waitFor(isAgenda);
    await runBothWorkers();
    await settle();
    expect(mail.messages.filter(isAgenda)).toHaveLength(1);
    expect(agenda.subject).toBe('Your appointments for Friday, March 19, 2027: 2 appointments');
    expect(agenda.text).toContain('9:30 AM: Test Grooming Service for Biscuit (Dog), Kai Chen. Note: Nervous around clippers');
    expect(agenda.text).toContain('3:00 PM: Test Grooming Service for Biscuit (Dog), Robin Diaz');
    expect(agenda.text).not.toContain('Lee Park');
    expect(agenda.text!.indexOf('9:30 AM')).toBeLessThan(agenda.text!.indexOf('3:00 PM'));
    clock = PINNED_NOW;
  });
});
