import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Appointment } from '@shared/contracts/booking';
import { consentStateSchema } from '@shared/contracts/consents';
import { petSchema } from '@shared/contracts/pets';
import { consentRecords, jobs } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { booking, PINNED_NOW } from '../../test/booking';
import type { LogLine } from '../../test/log-lines';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app';
import { appointmentsForNotices } from '../appointment-book/appointments.service';
import { APPOINTMENT_REMINDER_JOB } from '../appointment-notices/appointment-notices.service';
import { grantProvider } from '../providers/providers.service';
import { appointmentReminderJobs } from '../appointment-notices/appointment-reminders.job';
import { TEXT_MESSAGE_JOB } from './text-messages.service';
import { twilioSignature } from './text-rules';

/**
 * Text reminders (issue 30 item 3) through the real API on a real database: a customer who
 * opted in is texted their reminder once, in their language, through the local stand-in
 * (which logs each text) or through Twilio's Messages API (a local server speaking its
 * shape); nobody else is; STOP texted back withdraws at once; a forged webhook is refused.
 */
let clock = PINNED_NOW; // Wednesday 10 March 2027, 9:00 AM in Toronto
let nextNumber = 100;
/** A fresh Canadian mobile number per customer, as written on a form and as stored (E.164). */
const newPhone = () => {
  nextNumber += 1;
  return { written: `(905) 555-0${nextNumber}`, e164: `+19055550${nextNumber}` };
};

async function customer(app: TestApp, options: { texts?: string; locale?: 'fr-CA' } = {}) {
  const client = new ApiClient(app.app);
  const response = await client.post('/api/auth/sign-up/email', { ...newUser(), ...(options.texts ? { reminderTexts: true, phone: options.texts } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  if (options.locale) expect((await client.request('PUT', '/api/profile/locale', { locale: options.locale })).statusCode).toBe(200);
  const uid = (await client.get('/api/profile')).json().uid as string;
  return { client, uid };
}

async function book(client: ApiClient, date: string, time: string): Promise<Appointment> {
  clock = PINNED_NOW;
  const response = await client.post('/api/appointments', booking({ date, time }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Appointment;
}

/** Moves the clock to 14:00 UTC on `date` (9 AM in Toronto, 10 AM from 14 March: reminders of later visits that day are due) and runs the jobs, twice over. */
async function reminderTime(app: TestApp, date: string) {
  clock = new Date(`${date}T14:00:00Z`);
  for (let round = 0; round < 2; round++) await app.app.jobs.runDue();
}

/** Twilio's inbound webhook as it posts a reply: a form, no cookie, no Origin. */
const reply = (app: TestApp, fields: Record<string, string>, signature?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/texts/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature ? { 'x-twilio-signature': signature } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
const inboundFields = (from: string, body: string) => ({ MessageSid: `SM${'0'.repeat(32)}`, AccountSid: `AC${'a1'.repeat(16)}`, From: from, To: '+19055550100', Body: body, NumMedia: '0' });
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const textRecordsOf = (app: TestApp, userId: string) =>
  app.database.db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.topic, 'reminder-texts')))
    .orderBy(asc(consentRecords.id));
const textJobsOf = (app: TestApp, userId: string) =>
  app.database.db.select().from(jobs).where(and(eq(jobs.kind, TEXT_MESSAGE_JOB), sql`${jobs.payload}->>'userId' = ${userId}`));

describe('through the local stand-in', () => {
  const lines: LogLine[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } });
  });
  afterAll(() => t.close());
  const textsTo = (phone: string) => lines.filter((line) => line.textTo === phone).map((line) => line.textBody as string);

  it('texts an opted-in customer their reminder once, naming the shop, even when the reminder job runs twice', async () => {
    const phone = newPhone();
    const { client, uid } = await customer(t, { texts: phone.written });
    const appointment = await book(client, '2027-03-12', '10:00 AM');
    await reminderTime(t, '2027-03-12');
    expect(textsTo(phone.e164)).toEqual(['Pet Haven reminder: March 12, 2027 at 10:00 a.m., Test Grooming Service for Biscuit. Reply STOP to opt out.']);

    // The reminder job again (a worker that died after acting): no second text is queued or sent.
    const reminder = appointmentReminderJobs({ db: t.database.db, appointments: appointmentsForNotices, now: () => clock, kick: () => {} })[APPOINTMENT_REMINDER_JOB]!;
    await reminder({ appointmentId: appointment.id, startsAt: appointment.startsAt }, { id: 0, kind: APPOINTMENT_REMINDER_JOB, attempt: 2 });
    await t.app.jobs.runDue();
    expect(textsTo(phone.e164)).toHaveLength(1);
    expect((await textJobsOf(t, uid)).map((job) => job.status)).toEqual(['done']);
  });

  it('texts a French customer in French', async () => {
    const phone = newPhone();
    const { client } = await customer(t, { texts: phone.written, locale: 'fr-CA' });
    await book(client, '2027-03-12', '11:00 AM');
    await reminderTime(t, '2027-03-12');
    expect(textsTo(phone.e164)).toEqual(['Rappel de Pet Haven : 12 mars 2027 à 11 h, Test Grooming Service pour Biscuit. Répondez ARRET pour vous désabonner.']);
  });

  it('texts nobody for a customer without consent (the mail reminder still goes)', async () => {
    const { client, uid } = await customer(t);
    const sentBefore = lines.filter((line) => line.textTo).length;
    await book(client, '2027-03-12', '12:00 PM');
    await reminderTime(t, '2027-03-12');
    expect(lines.filter((line) => line.textTo).length).toBe(sentBefore);
    expect((await textJobsOf(t, uid)).map((job) => job.status)).toEqual(['done']);
    expect(lines.some((line) => line.msg === 'text not sent: the customer does not agree to texts (now)')).toBe(true);
  });

  it('withdraws on a STOP reply (any case, ARRÊT too) and texts no later reminder, answering empty TwiML', async () => {
    const phone = newPhone();
    const { client, uid } = await customer(t, { texts: phone.written });
    await book(client, '2027-03-12', '1:00 PM');
    await book(client, '2027-03-13', '1:00 PM');
    await reminderTime(t, '2027-03-12');
    expect(textsTo(phone.e164)).toHaveLength(1);

    const answer = await reply(t, inboundFields(phone.e164, ' Stop '));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/xml/);
    expect(answer.body).toBe(EMPTY_TWIML);
    const records = await textRecordsOf(t, uid);
    expect(records.at(-1)).toMatchObject({ granted: false, source: 'text-reply', phone: phone.e164, recordedAt: clock });
    expect(consentStateSchema.parse((await client.get('/api/profile/consents')).json())).toMatchObject({ reminderTexts: false, phone: null });

    // A second STOP (Twilio retries, or ARRÊT after STOP) records nothing more.
    expect((await reply(t, inboundFields(phone.e164, 'ARRÊT'))).statusCode).toBe(200);
    expect(await textRecordsOf(t, uid)).toHaveLength(records.length);

    await reminderTime(t, '2027-03-13');
    expect(textsTo(phone.e164)).toHaveLength(1);
  });

  it('withdraws on ARRÊT, and only acknowledges any other reply', async () => {
    const phone = newPhone();
    const { uid } = await customer(t, { texts: phone.written, locale: 'fr-CA' });
    expect((await reply(t, inboundFields(phone.e164, 'Merci, à demain'))).body).toBe(EMPTY_TWIML);
    expect((await textRecordsOf(t, uid)).map((record) => record.granted)).toEqual([true]);
    expect((await reply(t, inboundFields(phone.e164, 'arrêt'))).statusCode).toBe(200);
    expect((await textRecordsOf(t, uid)).map((record) => [record.granted, record.source])).toEqual([
      [true, 'registration'],
      [false, 'text-reply'],
    ]);
  });

  it('texts "ready for pickup" once when the groomer writes the report card, in the customer’s language', async () => {
    const groomer = new ApiClient(t.app);
    const groomerUser = newUser('Fran Groomer');
    await groomer.signUp(groomerUser);
    expect((await grantProvider(t.database.db, groomerUser.email)).ok).toBe(true);
    const phone = newPhone();
    const { client } = await customer(t, { texts: phone.written, locale: 'fr-CA' });
    const pet = petSchema.parse((await client.post('/api/pets', { name: 'Caramel', type: 'Dog', age: '3 years', breed: 'Beagle' })).json());
    clock = PINNED_NOW;
    const booked = await client.post('/api/appointments', booking({ date: '2027-03-15', time: '10:00 AM', petId: pet.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    const visit = booked.json() as Appointment;
    clock = new Date('2027-03-15T14:30:00Z'); // 10:30 AM in Toronto: it has started
    expect((await groomer.post(`/api/provider/appointments/${visit.id}/complete`)).statusCode).toBe(200);
    const card = await groomer.post(`/api/provider/appointments/${visit.id}/report-card`, { note: 'Caramel was calm.', checkIds: [], photos: [] });
    expect(card.statusCode, card.body).toBe(201);
    for (let round = 0; round < 2; round++) await t.app.jobs.runDue();
    expect(textsTo(phone.e164)).toEqual(['Pet Haven : vous pouvez venir chercher Caramel. Répondez ARRET pour vous désabonner.']);
  });

  it('refuses a reply that is not Twilio’s form with 422, recording nothing', async () => {
    for (const fields of [{ Body: 'STOP' }, { From: '+19055550999' }, { From: '9'.repeat(65), Body: 'STOP' }, { From: '+1905\u00005550142', Body: 'STOP' }] as Array<Record<string, string>>) {
      const answer = await reply(t, fields);
      expect(answer.statusCode, JSON.stringify(fields)).toBe(422);
      expect(answer.json().error.code).toBeTruthy();
    }
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(document.paths['/api/texts/inbound']).toHaveProperty('post');
  });

  it('is not served by an install without Twilio (only the tests post replies): nobody can withdraw another’s texts', async () => {
    const install = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const answer = await reply(install, { From: '+19055550142', Body: 'STOP' });
      expect(answer.statusCode).toBe(404);
    } finally {
      await install.close();
    }
  });
});

describe('through Twilio’s Messages API', () => {
  const account = { sid: `AC${'b2'.repeat(16)}`, token: 'twilio-auth-token-0123456789abcdef', from: '+19055550100' };
  const received: Array<{ method: string; url: string; authorization: string | undefined; form: Record<string, string> }> = [];
  /** Twilio's refusal of the next text: its error code and message. */
  let refuseNext: { code: number; message: string } | null = null;
  let twilio: Server;
  let t: TestApp;
  beforeAll(async () => {
    // A local server speaking Twilio's shape: POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, a form body.
    twilio = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, form: Object.fromEntries(new URLSearchParams(body)) });
        if (refuseNext) {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ ...refuseNext, status: 400 }));
          refuseNext = null;
          return;
        }
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ sid: `SM${String(received.length).padStart(32, '0')}`, status: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
    const { port } = twilio.address() as AddressInfo;
    t = await createTestApp({
      now: () => clock,
      env: { TWILIO_ACCOUNT_SID: account.sid, TWILIO_AUTH_TOKEN: account.token, TWILIO_FROM: account.from, TWILIO_API_URL: `http://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => twilio.close(resolve));
  });

  it('sends the reminder as one request with the account’s basic auth and the form fields To, From and Body', async () => {
    const phone = newPhone();
    const { client } = await customer(t, { texts: phone.written });
    await book(client, '2027-03-12', '10:00 AM');
    await reminderTime(t, '2027-03-12');
    expect(received).toEqual([
      {
        method: 'POST',
        url: `/2010-04-01/Accounts/${account.sid}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`,
        form: { To: phone.e164, From: account.from, Body: 'Pet Haven reminder: March 12, 2027 at 10:00 a.m., Test Grooming Service for Biscuit. Reply STOP to opt out.' },
      },
    ]);
  });

  it('refuses a reply without Twilio’s signature, or with a forged one (403), and takes a signed STOP', async () => {
    const phone = newPhone();
    const { uid } = await customer(t, { texts: phone.written });
    const fields = inboundFields(phone.e164, 'STOP');
    const url = `${TEST_BASE_URL}/api/texts/inbound`;
    for (const signature of [undefined, twilioSignature('another-token-0123456789abcdef', url, fields), twilioSignature(account.token, url, { ...fields, From: '+19055550999' })]) {
      const answer = await reply(t, fields, signature);
      expect(answer.statusCode, String(signature)).toBe(403);
      expect(answer.json().error.code).toBe('FORBIDDEN');
    }
    expect((await textRecordsOf(t, uid)).map((record) => record.granted)).toEqual([true]);

    const signed = await reply(t, fields, twilioSignature(account.token, url, fields));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.body).toBe(EMPTY_TWIML);
    expect((await textRecordsOf(t, uid)).map((record) => [record.granted, record.source])).toEqual([
      [true, 'registration'],
      [false, 'text-reply'],
    ]);
  });

  it('fails the text’s job with Twilio’s code when Twilio refuses it, to be retried', async () => {
    const phone = newPhone();
    const { client, uid } = await customer(t, { texts: phone.written });
    await book(client, '2027-03-15', '11:00 AM'); // after the clock's 14:00 UTC, which is 10 AM once summer time began on the 14th
    refuseNext = { code: 21211, message: "The 'To' number is not a valid phone number." };
    await reminderTime(t, '2027-03-15');
    expect(received.at(-1)?.form.To).toBe(phone.e164);
    const [job] = await textJobsOf(t, uid);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job?.lastError).toMatch(/^Twilio refused the text \(HTTP 400, code 21211\): The 'To' number is not a valid phone number\.$/);
  });

  it('withdraws a number Twilio says opted out with it (21610), without retrying', async () => {
    const phone = newPhone();
    const { client, uid } = await customer(t, { texts: phone.written });
    await book(client, '2027-03-15', '12:00 PM');
    refuseNext = { code: 21610, message: 'Attempt to send to unsubscribed recipient' };
    await reminderTime(t, '2027-03-15');
    expect(received.at(-1)?.form.To).toBe(phone.e164);
    expect((await textJobsOf(t, uid)).map((job) => job.status)).toEqual(['done']);
    expect((await textRecordsOf(t, uid)).map((record) => [record.granted, record.source])).toEqual([
      [true, 'registration'],
      [false, 'text-reply'],
    ]);
  });
});
