import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { customerPageSchema } from '@shared/contracts/console-customers';
import type { AuditPage } from '@shared/contracts/owner';
import { petSchema, type Pet } from '@shared/contracts/pets';
import {
  PROOF_STORAGE_PER_ACCOUNT_BYTES,
  uploadedProofSchema,
  VACCINATION_PROOF_MAX_BYTES,
  vaccinationListSchema,
  vaccinationMessages,
  vaccinationSchema,
  type Vaccination,
} from '@shared/contracts/vaccinations';
import { english } from '@shared/test/english';
import { randomBytes } from 'node:crypto';
import { jobs, uploadedImages } from '../../db/schema';
import { ApiClient } from '../../test/api-client';
import { useTestAppWithMail } from '../../test/app-with-mail';
import { PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { solidPng, svgOf } from '../../test/images';
import { mailTo } from '../../test/mail-catcher';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp, TEST_BASE_URL } from '../../test/test-app';
import { PROOF_UPLOAD_LIMIT } from './vaccinations.routes';
import { VACCINE_REMINDER_JOB } from './vaccinations.service';

/**
 * A pet's vaccination records (issue 14): kept by its owner, the proof seen only by the
 * owner and the shop's staff, verified by the shop's owner, and reminded 30 days
 * before they run out, once.
 */

let clock = PINNED_NOW; // Wednesday 10 March 2027
const t = useTestAppWithMail({ now: () => clock });

async function signedIn(name = 'Sam Rivera') {
  const { client, user } = await t.signUpCustomer(name);
  const { uid } = (await client.get('/api/profile')).json() as { uid: string };
  return { client, user, uid };
}

async function addPet(client: ApiClient, name = 'Juniper'): Promise<Pet> {
  return petSchema.parse((await client.post('/api/pets', { name, type: 'Dog', age: '3 years', coat: 'medium', weightKg: 18 })).json());
}

const record = (vaccine = 'rabies', givenOn = '2026-04-20', expiresOn = '2029-04-20') => ({ vaccine, givenOn, expiresOn });

/** Sends raw bytes as the body, like the browser's upload does. */
async function upload(client: ApiClient, bytes: Buffer, type: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vaccination-proofs',
    remoteAddress: client.ip,
    headers: { origin: TEST_BASE_URL, 'content-type': type, ...(client.cookies.size > 0 ? { cookie: client.cookieHeader() } : {}) },
    payload: bytes,
  });
}

describe('vaccination records', () => {
  it('are added, listed by vaccine and deleted by the pet owner', async () => {
    const { client } = await signedIn();
    const pet = await addPet(client);
    const added = await client.post(`/api/pets/${pet.id}/vaccinations`, record());
    expect(added.statusCode).toBe(201);
    expect(vaccinationSchema.parse(added.json())).toMatchObject({ vaccine: 'rabies', givenOn: '2026-04-20', expiresOn: '2029-04-20', proofUrl: null, verifiedAt: null });
    await client.post(`/api/pets/${pet.id}/vaccinations`, record('dhpp', '2026-05-01', '2027-05-01'));
    const { vaccinations } = vaccinationListSchema.parse((await client.get(`/api/pets/${pet.id}/vaccinations`)).json());
    expect(vaccinations.map((v) => v.vaccine)).toEqual(['dhpp', 'rabies']);

    expect((await client.request('DELETE', `/api/pets/${pet.id}/vaccinations/${vaccinations[0]!.id}`)).statusCode).toBe(204);
    expect(vaccinationListSchema.parse((await client.get(`/api/pets/${pet.id}/vaccinations`)).json()).vaccinations).toHaveLength(1);
  });

  it('refuse a shot given in the future, an expiry before the shot, an unknown vaccine and an unknown proof', async () => {
    const { client } = await signedIn();
    const pet = await addPet(client);
    const future = await client.post(`/api/pets/${pet.id}/vaccinations`, record('rabies', '2027-03-11', '2030-03-11'));
    expect(future.json().error.fields.givenOn).toBe(english(vaccinationMessages.givenInFuture));
    const backwards = await client.post(`/api/pets/${pet.id}/vaccinations`, record('rabies', '2026-04-20', '2026-04-19'));
    expect(backwards.json().error.fields.expiresOn).toBe(english(vaccinationMessages.expiresBeforeGiven));
    const unknown = await client.post(`/api/pets/${pet.id}/vaccinations`, record('unicorn-pox'));
    expect(unknown.json().error.fields.vaccine).toBe(english(vaccinationMessages.vaccineRequired));
    const proof = await client.post(`/api/pets/${pet.id}/vaccinations`, { ...record(), proof: 'a'.repeat(64) });
    expect(proof.json().error.fields.proof).toBe(english(vaccinationMessages.unknownProof));
    expect(vaccinationListSchema.parse((await client.get(`/api/pets/${pet.id}/vaccinations`)).json()).vaccinations).toEqual([]);
  });

  it("are another customer's business: 404 to read, add or delete, and 401 signed out", async () => {
    const { client: owner } = await signedIn();
    const { client: stranger } = await signedIn('Stranger');
    const pet = await addPet(owner);
    const kept = vaccinationSchema.parse((await owner.post(`/api/pets/${pet.id}/vaccinations`, record())).json());
    expect((await stranger.get(`/api/pets/${pet.id}/vaccinations`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/pets/${pet.id}/vaccinations`, record('dhpp'))).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/pets/${pet.id}/vaccinations/${kept.id}`)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get(`/api/pets/${pet.id}/vaccinations`)).statusCode).toBe(401);
    expect(vaccinationListSchema.parse((await owner.get(`/api/pets/${pet.id}/vaccinations`)).json()).vaccinations).toHaveLength(1);
  });
});

describe('a proof file', () => {
  async function recordWithProof(): Promise<{ owner: ApiClient; pet: Pet; vaccination: Vaccination; bytes: Buffer }> {
    const { client: owner } = await signedIn();
    const pet = await addPet(owner);
    const uploaded = await upload(owner, solidPng({ rgb: [0x12, 0x34, 0x56] }), 'image/png');
    expect(uploaded.statusCode).toBe(201);
    const { proof } = uploadedProofSchema.parse(uploaded.json());
    const vaccination = vaccinationSchema.parse((await owner.post(`/api/pets/${pet.id}/vaccinations`, { ...record(), proof })).json());
    const bytes = (await owner.get(vaccination.proofUrl!)).rawPayload;
    return { owner, pet, vaccination, bytes };
  }

  it("is served to the pet's owner and the shop's staff, privately, and to nobody else", async () => {
    const { owner, vaccination, bytes } = await recordWithProof();
    const url = vaccination.proofUrl!;
    const mine = await owner.get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

    const { client: shopOwner } = await signUpOwner(t);
    expect((await shopOwner.get(url)).rawPayload).toEqual(bytes);
    const provider = await signUpProvider(t);
    expect((await provider.get(url)).statusCode).toBe(200);

    const { client: stranger } = await signedIn('Stranger');
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get(url)).statusCode).toBe(401);
  });

  it('is never reachable at a public /media address, even by its hash', async () => {
    const { client: owner } = await signedIn();
    const { proof } = uploadedProofSchema.parse((await upload(owner, solidPng({ rgb: [0x99, 0x11, 0x22] }), 'image/png')).json());
    expect((await new ApiClient(t.app).get(`/media/${proof}.png`)).statusCode).toBe(404);
    expect((await owner.get(`/media/${proof}.png`)).statusCode).toBe(404);
  });

  it('is checked by its content: a PDF goes as a download, an SVG or a disguised file is refused, over 5 MB is 413, a guest 401', async () => {
    const { client } = await signedIn();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    const pet = await addPet(client);
    const { proof } = uploadedProofSchema.parse((await upload(client, pdf, 'application/pdf')).json());
    const vaccination = vaccinationSchema.parse((await client.post(`/api/pets/${pet.id}/vaccinations`, { ...record(), proof })).json());
    const served = await client.get(vaccination.proofUrl!);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);

    const svg = await upload(client, svgOf(), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    const disguised = await upload(client, Buffer.from('not a picture at all'), 'image/png');
    expect(disguised.json().error.message).toBe(english(vaccinationMessages.proofType));
    const huge = await upload(client, Buffer.concat([pdf, Buffer.alloc(VACCINATION_PROOF_MAX_BYTES)]), 'application/pdf');
    expect(huge.statusCode).toBe(413);
    expect((await upload(new ApiClient(t.app), pdf, 'application/pdf')).statusCode).toBe(401);
  });

  it('is limited to 30 uploads an hour per account (429 after that)', async () => {
    const { client } = await signedIn('Busy Uploader');
    for (let i = 0; i < PROOF_UPLOAD_LIMIT.max; i += 1) {
      expect((await upload(client, solidPng({ rgb: [i, 0x40, 0x80] }), 'image/png')).statusCode).toBe(201);
    }
    const refused = await upload(client, solidPng({ rgb: [0xff, 0x40, 0x80] }), 'image/png');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another account is not held back by it.
    const { client: other } = await signedIn('Calm Uploader');
    expect((await upload(other, solidPng({ rgb: [0xff, 0x40, 0x80] }), 'image/png')).statusCode).toBe(201);
  });
});

describe('storage for proofs', () => {
  /**
   * Stand-ins for proofs the account already stored: their sizes as recorded, which is
   * what the quota adds up, with a few bytes each (5 MB rows would take the embedded
   * database tens of seconds to write).
   */
  async function storedProofs(userId: string, count: number, byteSize = VACCINATION_PROOF_MAX_BYTES) {
    const rows = Array.from({ length: count }, () => ({
      sha256: `proof:${randomBytes(32).toString('hex')}`,
      contentType: 'application/pdf',
      byteSize,
      bytes: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'),
      uploadedBy: userId,
    }));
    for (const row of rows) await t.database.db.insert(uploadedImages).values(row);
    return rows.map((row) => row.sha256);
  }

  it('is 50 MB per account: one more proof is a 413 saying so, while another account still uploads', async () => {
    const { client, uid } = await signedIn('Full Account');
    await storedProofs(uid, PROOF_STORAGE_PER_ACCOUNT_BYTES / VACCINATION_PROOF_MAX_BYTES);
    const refused = await upload(client, solidPng({ rgb: [0x10, 0x20, 0x30] }), 'image/png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toEqual({ code: 'ACCOUNT_STORAGE_FULL', message: english(vaccinationMessages.accountStorageFull) });
    expect(refused.json().error.message).toContain('50 MB');
    const { client: other } = await signedIn('Roomy Account');
    expect((await upload(other, solidPng({ rgb: [0x10, 0x20, 0x30] }), 'image/png')).statusCode).toBe(201);
  });

  it('stops at 5 GB for the whole shop: a proof is then refused with its own message', async () => {
    const { client: owner } = await signUpOwner(t);
    const { uid: ownerId } = (await owner.get('/api/profile')).json() as { uid: string };
    const big = await storedProofs(ownerId, 3, 2_000_000_000);
    try {
      const { client } = await signedIn('Late Uploader');
      const refused = await upload(client, solidPng({ rgb: [0x11, 0x22, 0x33] }), 'image/png');
      expect(refused.statusCode).toBe(413);
      expect(refused.json().error).toEqual({ code: 'SHOP_STORAGE_FULL', message: english(vaccinationMessages.shopStorageFull) });
    } finally {
      await t.database.db.delete(uploadedImages).where(inArray(uploadedImages.sha256, big));
    }
  });
});

describe("the owner's verification", () => {
  it('marks a record verified from the customer page, once, in the audit log; the customer sees it verified', async () => {
    const { client: customer, uid } = await signedIn('Ada Verify');
    const pet = await addPet(customer, 'Pepper');
    const kept = vaccinationSchema.parse((await customer.post(`/api/pets/${pet.id}/vaccinations`, record())).json());
    const { client: owner, email } = await signUpOwner(t);
    const url = `/api/console/customers/${uid}/pets/${pet.id}/vaccinations/${kept.id}/verify`;

    const page = customerPageSchema.parse((await owner.get(`/api/console/customers/${uid}`)).json());
    expect(page.pets[0]).toMatchObject({ size: 'medium', coat: 'medium', weightKg: 18, vaccinations: [{ id: kept.id, verifiedAt: null }] });

    const verified = await owner.post(url);
    expect(verified.statusCode).toBe(200);
    expect(vaccinationSchema.parse(verified.json())).toMatchObject({ verifiedBy: email });
    expect((await owner.post(url)).statusCode).toBe(200);
    const events = ((await owner.get('/api/console/audit')).json() as AuditPage).events.filter((event) => event.subject === `pet:${pet.id}`);
    expect(events.map((event) => [event.action, event.actor, event.details.vaccine])).toEqual([['pet.vaccination.verified', email, 'rabies']]);

    const [mine] = vaccinationListSchema.parse((await customer.get(`/api/pets/${pet.id}/vaccinations`)).json()).vaccinations;
    expect(mine!.verifiedAt).not.toBeNull();
    // Which staff member verified it is the staff's.
    expect(mine!.verifiedBy).toBeNull();
  });

  it('is refused to the customer and to a provider (403), and a record of another pet is not found', async () => {
    const { client: customer, uid } = await signedIn();
    const pet = await addPet(customer);
    const kept = vaccinationSchema.parse((await customer.post(`/api/pets/${pet.id}/vaccinations`, record())).json());
    const url = `/api/console/customers/${uid}/pets/${pet.id}/vaccinations/${kept.id}/verify`;
    expect((await customer.post(url)).statusCode).toBe(403);
    expect((await (await signUpProvider(t)).post(url)).statusCode).toBe(403);
    const { client: owner } = await signUpOwner(t);
    const other = await addPet(customer, 'Other');
    expect((await owner.post(`/api/console/customers/${uid}/pets/${other.id}/vaccinations/${kept.id}/verify`)).statusCode).toBe(404);
    const [still] = vaccinationListSchema.parse((await customer.get(`/api/pets/${pet.id}/vaccinations`)).json()).vaccinations;
    expect(still!.verifiedAt).toBeNull();
  });
});

describe('the expiry reminder', () => {
  const reminders = (email: string) => t.mail.messages.filter(mailTo(email, /vaccination expires/));
  const reminderJobs = (vaccinationId: string) =>
    t.database.db.select().from(jobs).where(and(eq(jobs.kind, VACCINE_REMINDER_JOB), eq(jobs.uniqueKey, `${VACCINE_REMINDER_JOB}:${vaccinationId}`)));

  it('emails the owner 30 days before a vaccination runs out, exactly once, even run by two servers', async () => {
    const { client, user } = await signedIn('Rene Remind');
    const pet = await addPet(client, 'Maple');
    const kept = vaccinationSchema.parse((await client.post(`/api/pets/${pet.id}/vaccinations`, record('rabies', '2024-04-20', '2027-04-20'))).json());
    const [job] = await reminderJobs(kept.id);
    // 30 days before April 20 is March 21, at 9:00 in Toronto.
    expect(job?.runAt.toISOString()).toBe('2027-03-21T13:00:00.000Z');

    const second = await createTestApp({ database: t.database, env: { SMTP_URL: t.mail.url }, now: () => clock });
    try {
      await t.app.jobs.runDue();
      expect(reminders(user.email)).toEqual([]);
      clock = new Date('2027-03-21T13:05:00Z');
      await Promise.all([t.app.jobs.runDue(), second.app.jobs.runDue(), t.app.jobs.runDue()]);
      await Promise.all([t.app.jobs.runDue(), second.app.jobs.runDue()]);
      const message = await t.mail.waitFor(mailTo(user.email, /expires/));
      expect(message.subject).toBe("Maple's Rabies vaccination expires on April 20, 2027");
      expect(message.text).toContain(`/profile/pets/${pet.id}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reminders(user.email)).toHaveLength(1);
    } finally {
      clock = PINNED_NOW;
      await second.close();
    }
  });

  it('stays silent for a record renewed meanwhile, and schedules none for one with less than 30 days left', async () => {
    const { client, user } = await signedIn('Noor Renewed');
    const pet = await addPet(client, 'Willow');
    const old = vaccinationSchema.parse((await client.post(`/api/pets/${pet.id}/vaccinations`, record('dhpp', '2026-04-25', '2027-04-25'))).json());
    await client.post(`/api/pets/${pet.id}/vaccinations`, record('dhpp', '2027-03-01', '2030-03-01'));
    const soon = vaccinationSchema.parse((await client.post(`/api/pets/${pet.id}/vaccinations`, record('rabies', '2024-03-20', '2027-03-20'))).json());
    expect(await reminderJobs(soon.id)).toEqual([]);
    try {
      clock = new Date('2027-03-26T14:00:00Z');
      await t.app.jobs.runDue();
      const [job] = await reminderJobs(old.id);
      expect(job?.status).toBe('done');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reminders(user.email)).toEqual([]);
    } finally {
      clock = PINNED_NOW;
    }
  });
});
