import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleProductSchema, uploadedImageSchema } from '@shared/contracts/console-catalogue';
import { petSchema } from '@shared/contracts/pets';
import { productListResponseSchema } from '@shared/contracts/products';
import { uploadedProofSchema, vaccinationMessages, vaccinationSchema } from '@shared/contracts/vaccinations';
import { english } from '@shared/test/english';
import { jobs } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { PINNED_NOW } from '../../test/booking';
import { newProductBody, signUpOwner } from '../../test/console';
import { solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FORGET_UNUSED_UPLOADS_JOB } from './uploaded-images.service';

/**
 * Issue 31, item 5: an upload nothing uses (a picture never put on a product, a proof
 * never put on a record) is deleted by the jobs worker a day after it was uploaded; what
 * a product, a record or a past order shows is kept, with its copies.
 */

const HOUR = 60 * 60 * 1000;
let clock = PINNED_NOW;
let t: TestApp;
let owner: ApiClient;
let customer: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ({ client: owner } = await signUpOwner(t));
  customer = new ApiClient(t.app);
  await customer.signUp(newUser('Pat Uploader'));
});
afterAll(() => t.close());


const picture = async (rgb: [number, number, number]) =>
  uploadedImageSchema.parse((await owner.upload('/api/console/product-images', solidPng({ size: 300, rgb }), 'image/png')).json()).src;
const proof = async (rgb: [number, number, number]) =>
  uploadedProofSchema.parse((await customer.upload('/api/vaccination-proofs', solidPng({ rgb }), 'image/png')).json()).proof;

describe('unused uploads', () => {
  it('are deleted a day after they were uploaded, with their cached copy; what a product or a record uses stays, copies included', async () => {
    const shown = await picture([0x10, 0x80, 0x10]);
    const unusedPicture = await picture([0x80, 0x10, 0x10]);
    const created = await owner.post('/api/console/products', newProductBody({ imageSrc: shown }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = consoleProductSchema.parse(created.json());
    const { products } = productListResponseSchema.parse((await t.app.inject('/api/products')).json());
    const copies = products.find((product) => product.id === id)!.image.srcset!.map((each) => each.src);
    expect(copies.length).toBeGreaterThan(0);

    const keptProof = await proof([0x01, 0x02, 0x03]);
    const unusedProof = await proof([0x04, 0x05, 0x06]);
    const pet = petSchema.parse((await customer.post('/api/pets', { name: 'Juniper', type: 'Dog', age: '3 years', coat: 'medium', weightKg: 18 })).json());
    const record = vaccinationSchema.parse(
      (await customer.post(`/api/pets/${pet.id}/vaccinations`, { vaccine: 'rabies', givenOn: '2026-04-20', expiresOn: '2029-04-20', proof: keptProof })).json(),
    );
    expect((await t.app.inject(unusedPicture)).statusCode).toBe(200);
    const cachedCopy = join(t.mediaCacheDir, unusedPicture.slice('/media/'.length));
    expect(existsSync(cachedCopy)).toBe(true);

    // Within the day: nothing goes, even when the worker runs.
    clock = new Date(PINNED_NOW.getTime() + 23 * HOUR);
    await t.app.jobs.runDue();
    expect((await t.app.inject(unusedPicture)).statusCode).toBe(200);

    clock = new Date(PINNED_NOW.getTime() + 26 * HOUR);
    await t.app.jobs.runDue();
    expect((await t.app.inject(unusedPicture)).statusCode).toBe(404);
    expect(existsSync(cachedCopy)).toBe(false);
    const late = await customer.post(`/api/pets/${pet.id}/vaccinations`, { vaccine: 'dhpp', givenOn: '2026-05-01', expiresOn: '2027-05-01', proof: unusedProof });
    expect(late.json().error.fields.proof).toBe(english(vaccinationMessages.unknownProof));

    for (const src of [shown, ...copies]) expect((await t.app.inject(src)).statusCode, src).toBe(200);
    expect((await customer.get(record.proofUrl!)).statusCode).toBe(200);
    // The worker comes back the next day for what is uploaded meanwhile.
    const next = await t.database.db.select({ runAt: jobs.runAt }).from(jobs).where(and(eq(jobs.kind, FORGET_UNUSED_UPLOADS_JOB), eq(jobs.status, 'pending')));
    expect(next.map((job) => job.runAt.getTime())).toContain(clock.getTime() + 25 * HOUR);
  });
});
