import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { Appointment } from '@shared/contracts/booking';
import { appointmentBookSchema } from '@shared/contracts/appointment-book';
import { petSchema } from '@shared/contracts/pets';
import { providerDashboardResponseSchema } from '@shared/contracts/providers';
import { reportCardCheckListSchema, reportCardListSchema, reportCardSchema, type ReportCardBody } from '@shared/contracts/report-cards';
import { uploadedImageSchema } from '@shared/contracts/console-catalogue';
import { reportCards } from '../../db/schema';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail, type Account } from '../../test/app-with-mail';
import { booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { jpegSegment, solidPng, svgOf, tinyJpeg } from '../../test/images';
import { mailTo } from '../../test/mail-catcher';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp } from '../../test/test-app';

/**
 * Report cards (issue 29, item 3) through the real API on a real database, with mail to
 * a real SMTP server: the provider who did a Completed visit writes one card, the customer
 * is mailed once, and the card is read by whom it concerns only.
 */
let clock = PINNED_NOW; // Wednesday 10 March 2027, 9:00 AM in Toronto
const t = useTestAppWithMail({ now: () => clock });

/** The provider of the seeded schedule, whom every booking goes to; signed up once per file. */
let groomerAccount: Promise<Account> | undefined;
const groomer = () => (groomerAccount ??= t.signUpProvider('Fran Groomer'));

async function customerWithPet(name: string, petName: string, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const account = await t.signUpCustomer(name);
  if (locale !== 'en-CA') expect((await account.client.request('PUT', '/api/profile/locale', { locale })).statusCode).toBe(200);
  const pet = petSchema.parse((await account.client.post('/api/pets', { name: petName, type: 'Dog', age: '3 years', breed: 'Beagle' })).json());
  return { ...account, petId: pet.id };
}

/** A visit booked for the pet on `date` at 10:00 AM, then Completed by the groomer once it has started. */
async function completedVisit(customer: { client: ApiClient; petId: string }, date: string): Promise<Appointment> {
  await groomer();
  const booked = await customer.client.post('/api/appointments', booking({ date, time: '10:00 AM', petId: customer.petId }));
  expect(booked.statusCode, booked.body).toBe(201);
  const visit = booked.json() as Appointment;
  clock = new Date(`${date}T15:30:00Z`); // 10:30 AM in Toronto: it has started
  const done = await (await groomer()).client.post(`/api/provider/appointments/${visit.id}/complete`);
  expect(done.statusCode, done.body).toBe(200);
  return visit;
}

async function uploadPhoto(client: ApiClient, picture = solidPng()): Promise<string> {
  const response = await client.upload('/api/provider/report-card-photos', picture, 'image/png');
  expect(response.statusCode, response.body).toBe(201);
  return uploadedImageSchema.parse(response.json()).src;
}

async function checksOf(client: ApiClient) {
  return reportCardCheckListSchema.parse((await client.get('/api/provider/report-card-checks')).json()).checks;
}

const cardsTo = (email: string) => t.mail.messages.filter((message: ParsedMail) => mailTo(email)(message) && /pickup|venir chercher/.test(message.subject ?? ''));
const runWorkers = async (...apps: Array<{ app: { jobs: { runDue(): Promise<unknown> } } }>) => {
  for (let round = 0; round < 2; round++) await Promise.all(apps.map((each) => each.app.jobs.runDue()));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('a report card', () => {
  it('is written once on a Completed visit, mailed once in the customer’s language, and read by the customer, its provider and the owner only', async () => {
    const { client: provider } = await groomer();
    const customer = await customerWithPet('Élise Tremblay', 'Caramel', 'fr-CA');
    const visit = await completedVisit(customer, '2027-03-12');

    const checks = await checksOf(provider);
    expect(checks.map((check) => [check.labelEn, check.labelFr])).toEqual([
      ['Nails trimmed', 'Griffes taillées'],
      ['Ears cleaned', 'Oreilles nettoyées'],
      ['Teeth brushed', 'Dents brossées'],
      ['Bath and blow-dry', 'Bain et séchage'],
      ['Haircut', 'Coupe'],
    ]);
    const photo = await uploadPhoto(provider);
    const body: ReportCardBody = { note: 'Caramel was calm.\nA little matting behind the ears.', checkIds: [checks[3]!.id, checks[0]!.id], photos: [photo] };

    // A double-clicked send: two requests at once make one card and one mail.
    const [first, second] = await Promise.all([
      provider.post(`/api/provider/appointments/${visit.id}/report-card`, body),
      provider.post(`/api/provider/appointments/${visit.id}/report-card`, body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = [first, second].find((response) => response.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({ code: 'REPORT_CARD_EXISTS', message: 'This visit already has its report card; the customer has been sent it.' });
    const card = reportCardSchema.parse([first, second].find((response) => response.statusCode === 201)!.json());
    expect(card).toMatchObject({ appointmentId: visit.id, petName: 'Caramel', providerName: 'Fran Groomer', checks: ['Nails trimmed', 'Bath and blow-dry'], photos: [photo] });
    expect(await t.database.db.select().from(reportCards).where(eq(reportCards.appointmentId, visit.id))).toHaveLength(1);

    // The mail job run by two servers, twice each: one mail, in French.
    const second_ = await createTestApp({ database: t.database, env: { SMTP_URL: t.mail.url }, now: () => clock });
    try {
      await runWorkers(t, second_);
      const mail = await t.mail.waitFor(mailTo(customer.user.email, /venir chercher/));
      await runWorkers(t, second_);
      await settle();
      expect(cardsTo(customer.user.email)).toHaveLength(1);
      expect(mail.subject).toBe('Vous pouvez venir chercher Caramel');
      expect(mail.text).toContain('Le service Test Grooming Service de Caramel chez Pet Haven est terminé : vous pouvez venir chercher Caramel.');
      expect(mail.text).toContain('Le mot de Fran Groomer\nCaramel was calm.\nA little matting behind the ears.');
      expect(mail.text).toContain('Fait aujourd’hui\n- Griffes taillées\n- Bain et séchage');
      expect(mail.text).toContain(`http://localhost:3000${photo}`);
      expect(mail.text).toContain(`/profile/pets/${customer.petId}`);
      expect(mail.html).toContain(`<img src="http://localhost:3000${photo}" alt="Photo 1 de Caramel"`);
      expect(mail.html).toContain('<html lang="fr-CA">');
    } finally {
      await second_.close();
    }

    // The provider's list says the card is written.
    const day = providerDashboardResponseSchema.parse((await provider.get('/api/provider/dashboard')).json());
    expect(day.todayAppointments.find((each) => each.id === visit.id)?.reportCardWritten).toBe(true);

    // Who reads the pet's cards.
    const url = `/api/pets/${customer.petId}/report-cards`;
    const asCustomer = reportCardListSchema.parse((await customer.client.get(url, { 'accept-language': 'fr-CA' })).json());
    expect(asCustomer.reportCards.map((each) => [each.id, each.checks])).toEqual([[card.id, ['Griffes taillées', 'Bain et séchage']]]);
    expect(reportCardListSchema.parse((await provider.get(url)).json()).reportCards.map((each) => each.id)).toEqual([card.id]);
    const owner = await signUpOwner(t, 'Nora Owner');
    expect(reportCardListSchema.parse((await owner.client.get(url)).json()).reportCards.map((each) => each.id)).toEqual([card.id]);
    const stranger = await t.signUpCustomer('Sam Other');
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    const otherProvider = await signUpProvider(t);
    expect((await otherProvider.get(url)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get(url)).statusCode).toBe(401);
    // The customer's other pet, without cards: an empty list.
    const other = petSchema.parse((await customer.client.post('/api/pets', { name: 'Moka', type: 'Cat', age: '1 year' })).json());
    expect(reportCardListSchema.parse((await customer.client.get(`/api/pets/${other.id}/report-cards`)).json()).reportCards).toEqual([]);
    // The card's photo is served like any upload.
    expect((await new ApiClient(t.app).get(photo)).statusCode).toBe(200);
  });

  it('is mailed in English to an English account', async () => {
    const { client: provider } = await groomer();
    const customer = await customerWithPet('Avery Walker', 'Biscuit');
    const visit = await completedVisit(customer, '2027-03-15');
    const [nails] = await checksOf(provider);
    const sent = await provider.post(`/api/provider/appointments/${visit.id}/report-card`, { note: '', checkIds: [nails!.id], photos: [] });
    expect(sent.statusCode, sent.body).toBe(201);
    await runWorkers(t);
    const mail = await t.mail.waitFor(mailTo(customer.user.email, /pickup/));
    expect(mail.subject).toBe('Biscuit is ready for pickup');
    expect(mail.text).toContain("Biscuit's Test Grooming Service at Pet Haven is done, and Biscuit is ready for pickup. Here is Fran Groomer's report card.");
    expect(mail.text).toContain('Done today\n- Nails trimmed');
    expect(mail.text).not.toContain('Photos');
    expect(mail.text).not.toContain("Fran Groomer's note");
  });

  it('refuses bad input with a clear answer and writes nothing: a 5th photo, a long note, an unknown photo or check, a visit not Completed, another provider’s visit', async () => {
    const { client: provider } = await groomer();
    const customer = await customerWithPet('Rae Loyal', 'Pepper');
    const visit = await completedVisit(customer, '2027-03-17');
    const photos = await Promise.all([1, 2, 3, 4, 5].map((n) => uploadPhoto(provider, solidPng({ rgb: [n * 40, 0x20, 0x30] }))));
    const [check] = await checksOf(provider);
    const post = (body: Partial<ReportCardBody>, id = visit.id, client = provider) =>
      client.post(`/api/provider/appointments/${id}/report-card`, { note: 'Good dog', checkIds: [], photos: [], ...body });
    const fieldError = async (body: Partial<ReportCardBody>) => {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().error.fields as Record<string, string>;
    };

    expect((await fieldError({ photos: photos })).photos).toBe('A report card holds at most 4 photos.');
    expect((await fieldError({ note: 'x'.repeat(1001) })).note).toBe('Keep the note to 1,000 characters.');
    expect((await fieldError({ note: 'bad\u0000note' })).note).toBeDefined();
    expect((await fieldError({ photos: [`/media/${'a'.repeat(64)}.png`] })).photos).toBe('One of the photos was not uploaded, or was added twice. Add it again.');
    expect(await fieldError({ photos: ['/images/dog.png'] })).toEqual({ 'photos.0': 'One of the photos was not uploaded, or was added twice. Add it again.' });
    expect((await fieldError({ photos: [photos[0]!, photos[0]!] })).photos).toBeDefined();
    expect((await fieldError({ checkIds: ['00000000-0000-4000-8000-000000000000'] })).checkIds).toBe(
      'One of the checks is no longer on the list. Reload the page and tick them again.',
    );
    expect((await fieldError({ checkIds: [check!.id, check!.id] })).checkIds).toBeDefined();
    expect((await post({}, 'not-a-visit')).statusCode).toBe(422);

    // Another provider's visit, a visit that does not exist: not found.
    const otherProvider = await signUpProvider(t);
    expect((await post({}, visit.id, otherProvider)).statusCode).toBe(404);
    expect((await post({}, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // Not a provider: 401 signed out, 403 for the customer and an owner without the role.
    expect((await post({}, visit.id, new ApiClient(t.app))).statusCode).toBe(401);
    expect((await post({}, visit.id, customer.client)).statusCode).toBe(403);
    const owner = await signUpOwner(t, 'Olive Owner');
    expect((await post({}, visit.id, owner.client)).statusCode).toBe(403);

    // A visit still Confirmed.
    clock = PINNED_NOW;
    const upcoming = (await customer.client.post('/api/appointments', booking({ date: '2027-03-20', time: '11:00 AM', petId: customer.petId }))).json() as Appointment;
    const early = await post({}, upcoming.id);
    expect([early.statusCode, early.json().error.message]).toEqual([409, 'A report card can be written once the visit is marked Completed.']);

    expect(await t.database.db.select().from(reportCards).where(eq(reportCards.appointmentId, visit.id))).toEqual([]);
    const cards = reportCardListSchema.parse((await customer.client.get(`/api/pets/${customer.petId}/report-cards`)).json()).reportCards;
    expect(cards).toEqual([]);
    await runWorkers(t);
    await settle();
    expect(cardsTo(customer.user.email)).toHaveLength(0);

    // Four photos are fine.
    const four = await post({ photos: photos.slice(0, 4) });
    expect([four.statusCode, reportCardSchema.parse(four.json()).photos]).toEqual([201, photos.slice(0, 4)]);
  });

  it('takes photos from providers only, re-encoded without their metadata, and refuses what is no picture', async () => {
    const { client: provider } = await groomer();
    const withExif = Buffer.concat([tinyJpeg().subarray(0, 2), jpegSegment(0xe1, 'Exif\u0000\u0000GPS 43.2557 -79.8711 secret-location'), tinyJpeg().subarray(2)]);
    const uploaded = await provider.upload('/api/provider/report-card-photos', withExif, 'image/jpeg');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await new ApiClient(t.app).get(uploadedImageSchema.parse(uploaded.json()).src);
    expect(served.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);

    expect((await provider.upload('/api/provider/report-card-photos', svgOf(), 'image/svg+xml')).statusCode).toBe(415);
    expect((await provider.upload('/api/provider/report-card-photos', svgOf(), 'image/png')).statusCode).toBe(422);
    expect((await provider.upload('/api/provider/report-card-photos', Buffer.alloc(10), 'image/png', { 'content-length': String(3 * 1024 * 1024) })).statusCode).toBe(413);
    const customer = await t.signUpCustomer('Pat Customer');
    expect((await customer.client.upload('/api/provider/report-card-photos', solidPng(), 'image/png')).statusCode).toBe(403);
    expect((await new ApiClient(t.app).upload('/api/provider/report-card-photos', solidPng(), 'image/png')).statusCode).toBe(401);
    expect((await customer.client.get('/api/provider/report-card-checks')).statusCode).toBe(403);
  });

  it('ticks checks from the list the owner edits in the console; cards already written keep their words', async () => {
    const { client: provider } = await groomer();
    const owner = await signUpOwner(t, 'Casey Owner');
    const customer = await customerWithPet('Ines Choice', 'Shadow');
    const visit = await completedVisit(customer, '2027-03-22');
    const [nails] = await checksOf(provider);
    expect((await provider.post(`/api/provider/appointments/${visit.id}/report-card`, { note: '', checkIds: [nails!.id], photos: [] })).statusCode).toBe(201);

    const defaults = reportCardCheckListSchema.parse((await owner.client.get('/api/console/report-card-checks')).json()).checks;
    expect(defaults).toHaveLength(5);
    const saved = await owner.client.request('PUT', '/api/console/report-card-checks', {
      checks: [
        { labelEn: 'Paw balm applied', labelFr: 'Baume pour coussinets appliqué' },
        { labelEn: ' Ears cleaned ', labelFr: 'Oreilles nettoyées' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(reportCardCheckListSchema.parse(saved.json()).checks.map((check) => check.labelEn)).toEqual(['Paw balm applied', 'Ears cleaned']);
    expect((await checksOf(provider)).map((check) => check.labelFr)).toEqual(['Baume pour coussinets appliqué', 'Oreilles nettoyées']);
    // The card written before keeps "Nails trimmed"; the old check's id is refused now.
    const [card] = reportCardListSchema.parse((await customer.client.get(`/api/pets/${customer.petId}/report-cards`)).json()).reportCards;
    expect(card?.checks).toEqual(['Nails trimmed']);
    const second = await customerWithPet('Jo Late', 'Rex');
    const later = await completedVisit(second, '2027-03-23');
    expect((await provider.post(`/api/provider/appointments/${later.id}/report-card`, { note: '', checkIds: [nails!.id], photos: [] })).statusCode).toBe(422);

    const put = (client: ApiClient, checks: unknown) => client.request('PUT', '/api/console/report-card-checks', { checks });
    expect((await put(owner.client, [{ labelEn: 'Bath', labelFr: '' }])).json().error.fields['checks.0.labelFr']).toBe('Name each check in English and in French.');
    expect((await put(owner.client, [{ labelEn: 'x'.repeat(61), labelFr: 'y' }])).statusCode).toBe(422);
    expect((await put(owner.client, Array.from({ length: 21 }, (_, n) => ({ labelEn: `Check ${n}`, labelFr: `Soin ${n}` })))).json().error.fields.checks).toBe(
      'The list holds at most 20 checks.',
    );
    expect((await put(provider, [])).statusCode).toBe(403);
    expect((await put(customer.client, [])).statusCode).toBe(403);
    expect((await put(new ApiClient(t.app), [])).statusCode).toBe(401);
    expect((await customer.client.get('/api/console/report-card-checks')).statusCode).toBe(403);
    expect(reportCardCheckListSchema.parse((await owner.client.get('/api/console/report-card-checks')).json()).checks).toHaveLength(2);
  });

  it('keeps the photos a card shows when uploads nothing uses are deleted a day on', async () => {
    const { client: provider } = await groomer();
    const customer = await customerWithPet('Kim Keep', 'Bolt');
    const visit = await completedVisit(customer, '2027-03-25');
    const kept = await uploadPhoto(provider, solidPng({ rgb: [1, 2, 3] }));
    const dropped = await uploadPhoto(provider, solidPng({ rgb: [4, 5, 6] }));
    expect((await provider.post(`/api/provider/appointments/${visit.id}/report-card`, { note: '', checkIds: [], photos: [kept] })).statusCode).toBe(201);
    clock = new Date('2027-03-28T15:00:00Z');
    await runWorkers(t);
    const visitor = new ApiClient(t.app);
    expect((await visitor.get(kept)).statusCode).toBe(200);
    expect((await visitor.get(dropped)).statusCode).toBe(404);
  });

  it('is read on its visit by the provider who did it, the owner and the pet\'s customer; 404 for any other reader or a visit without one', async () => {
    const { client: provider } = await groomer();
    const customer = await customerWithPet('Noa Reader', 'Pistache', 'fr-CA');
    const visit = await completedVisit(customer, '2027-03-30');
    const [nails] = await checksOf(provider);
    const url = `/api/appointments/${visit.id}/report-card`;
    const owner = await signUpOwner(t, 'Odile Owner');
    // Before it is written, nobody finds one.
    expect((await owner.client.get(url)).statusCode).toBe(404);
    expect((await provider.get(url)).statusCode).toBe(404);

    const sent = await provider.post(`/api/provider/appointments/${visit.id}/report-card`, { note: 'Pistache sat still for the nails.', checkIds: [nails!.id], photos: [] });
    expect(sent.statusCode, sent.body).toBe(201);
    const written = reportCardSchema.parse(sent.json());

    const asProvider = await provider.get(url);
    expect(asProvider.statusCode, asProvider.body).toBe(200);
    expect(asProvider.headers['cache-control']).toBe('no-store');
    expect(reportCardSchema.parse(asProvider.json())).toEqual(written);
    expect(reportCardSchema.parse((await owner.client.get(url, { 'accept-language': 'fr-CA' })).json())).toMatchObject({
      id: written.id,
      note: 'Pistache sat still for the nails.',
      checks: [nails!.labelFr],
      providerName: 'Fran Groomer',
    });
    expect(reportCardSchema.parse((await customer.client.get(url)).json()).id).toBe(written.id);
    // The owner's book marks the visit as having its card.
    const book = appointmentBookSchema.parse((await owner.client.get('/api/console/appointments?from=2027-03-30&to=2027-03-30')).json());
    expect(book.appointments.find((each) => each.id === visit.id)?.reportCardWritten).toBe(true);

    const error = (await (await t.signUpCustomer('Sol Stranger')).client.get(url)).json().error;
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'This visit has no report card.' });
    expect((await (await signUpProvider(t)).get(url)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get(url)).statusCode).toBe(401);
    expect((await owner.client.get('/api/appointments/not-a-visit/report-card')).statusCode).toBe(422);
  });

  it('is in the OpenAPI document', async () => {
    const openApi = (await new ApiClient(t.app).get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(openApi.paths['/api/provider/appointments/{appointmentId}/report-card'] ?? {})).toEqual(['post']);
    expect(Object.keys(openApi.paths['/api/provider/report-card-photos'] ?? {})).toEqual(['post']);
    expect(Object.keys(openApi.paths['/api/provider/report-card-checks'] ?? {})).toEqual(['get']);
    expect(Object.keys(openApi.paths['/api/pets/{petId}/report-cards'] ?? {})).toEqual(['get']);
    expect(Object.keys(openApi.paths['/api/appointments/{appointmentId}/report-card'] ?? {})).toEqual(['get']);
    expect(Object.keys(openApi.paths['/api/console/report-card-checks'] ?? {}).sort()).toEqual(['get', 'put']);
  });
});
