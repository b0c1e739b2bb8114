import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { serializeError } from './lib/log-safety';
import { booking } from './test/booking';
import { ApiClient, newUser } from './test/api-client';
import { signUpOwner } from './test/console';
import { createTestApp, type TestApp } from './test/test-app';
import { consoleMessages } from '@shared/contracts/console-catalogue';
import { vaccinationMessages } from '@shared/contracts/vaccinations';
import { english } from '@shared/test/english';
import { uploadedImages } from './modules/catalog/catalog.schema';
import { decompressionBombPng, iso2022jpSvg, pixelFloodPng } from './test/images';

/** The inputs that once answered 500, each now refused at the edge with a field message. */
let t: TestApp;
let customer: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  customer = new ApiClient(t.app);
  await customer.signUp(newUser());
});
afterAll(async () => {
  await t?.close();
});

const CONTROL = 'Please remove the control characters from this field.';
const fieldsOf = (body: string) => (JSON.parse(body) as { error: { fields?: Record<string, string> } }).error.fields ?? {};

describe('a NUL byte or another control character', () => {
  it('in the availability query is a 422, signed in or not', async () => {
    const response = await new ApiClient(t.app).get('/api/availability?serviceId=a%00b&date=2026-12-08');
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.body)).toHaveProperty('serviceId');
  });

  it.each(['name', 'age', 'breed'])("in a pet's %s is a 422 naming the field", async (field) => {
    const pet = { name: 'Biscuit', type: 'Dog', age: '2 years', breed: 'Beagle', [field]: 'Bis\u0000cuit' };
    const response = await customer.post('/api/pets', pet);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.body)[field]).toBe(CONTROL);
  });

  it.each(['petName', 'petAge', 'petBreed', 'specialInstructions'])("in an appointment's %s is a 422 naming the field", async (field) => {
    const response = await customer.post('/api/appointments', booking({ [field]: 'x\u0000y' }));
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.body)[field]).toBe(CONTROL);
  });

  it("in an appointment's service id is a 422", async () => {
    const response = await customer.post('/api/appointments', booking({ serviceId: 'test-\u0000grooming' }));
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.body)).toHaveProperty('serviceId');
  });

  it('keeps line breaks in special instructions, which are a paragraph', async () => {
    const response = await customer.post('/api/appointments', booking({ specialInstructions: 'Nervous.\nLikes treats.' }));
    expect(fieldsOf(response.body)).not.toHaveProperty('specialInstructions');
  });

  it('in the display name at sign-up, or the reset-code email, is a 422', async () => {
    const signUp = await new ApiClient(t.app).post('/api/auth/sign-up/email', { ...newUser(), name: 'Ave\u0000ry' });
    expect(signUp.statusCode).toBe(422);
    expect(fieldsOf(signUp.body).name).toBe(CONTROL);
    const reset = await new ApiClient(t.app).post('/api/auth/email-otp/request-password-reset', { email: 'a\u0000@example.com' });
    expect(reset.statusCode).toBe(422);
    expect(fieldsOf(reset.body)).toHaveProperty('email');
  });
});

describe('a product CSV', () => {
  const header = 'Handle,Title,Body (HTML),Published,Variant Price,Variant Inventory Qty,Image Src,Image Alt Text';
  let owner: ApiClient;
  beforeAll(async () => {
    ({ client: owner } = await signUpOwner(t));
  });
  const importCsv = (csv: unknown) => owner.post('/api/console/products/import', { csv, dryRun: false });

  it('with a NUL byte or a script in a cell is refused by row and column, and nothing is written', async () => {
    const response = await importCsv(`${header}\r\nnul-title,Ro\u0000pe,<script>alert(1)</script>,TRUE,1.00,1,/images/products/cat-pouches.svg,alt\r\n`);
    expect(response.statusCode).toBe(422);
    const report = response.json() as { written: boolean; problems: Array<{ row: number; column: string; message: string }> };
    expect(report.written).toBe(false);
    expect(report.problems).toEqual([{ row: 2, column: 'Title', message: CONTROL }]);
    expect((await owner.get('/api/console/products?q=nul-title')).body).not.toContain('nul-title');
  });

  it('over 5 MB, or not text, is a 413 or a 422 before anything is parsed', async () => {
    expect((await importCsv(`${header}\r\n${'x'.repeat(5 * 1024 * 1024)}`)).statusCode).toBe(422);
    expect((await importCsv({ rows: [] })).statusCode).toBe(422);
    const huge = await owner.post('/api/console/products/import', { csv: '"'.repeat(6 * 1024 * 1024), dryRun: true });
    expect(huge.statusCode).toBe(413);
  });
});

describe('an id beyond the database column', () => {
  it.each([
    ['POST', '/api/cart/items', { productId: 2_147_483_648 }],
    ['PUT', '/api/cart/items/2147483648', { quantity: 1 }],
    ['DELETE', '/api/cart/items/2147483648', undefined],
  ] as const)('%s %s is refused as an unknown product, not a 500', async (method, url, body) => {
    const response = await customer.request(method, url, body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('changing the account (update-user)', () => {
  const update = (body: unknown) => customer.post('/api/auth/update-user', body);

  it.each([
    [{ name: null }],
    [{ image: { toString: 'x' } }],
    [{ name: 42 }],
    [{ name: true }],
    [{ name: ['x', 'y'] }],
    [{ name: { first: 'x' } }],
    [{ name: '' }],
    [{ name: '   ' }],
    [{ name: 'x'.repeat(81) }],
    [{ name: 'x'.repeat(5000) }],
    [{ image: 'javascript:alert(1)' }],
    [{ image: 'http://example.com/a.png' }],
    [{ email: 'someone.else@example.com' }],
    [{}],
  ])('refuses %j with a 422 and changes nothing', async (body) => {
    const before = (await customer.get('/api/auth/get-session')).json() as { user: unknown };
    const response = await update(body);
    expect(response.statusCode).toBe(422);
    expect((await customer.get('/api/auth/get-session')).json()).toEqual(before);
  });

  it('takes a display name of 1 to 80 characters, trimmed', async () => {
    expect((await update({ name: '  Robin Gray  ' })).statusCode).toBe(200);
    expect(((await customer.get('/api/auth/get-session')).json() as { user: { name: string } }).user.name).toBe('Robin Gray');
    expect((await update({ name: 'x'.repeat(80) })).statusCode).toBe(200);
  });

  it('is for signed-in people only', async () => {
    expect((await new ApiClient(t.app).post('/api/auth/update-user', { name: 'Nobody' })).statusCode).toBe(401);
  });
});

describe('the auth library’s other routes', () => {
  it.each(['/api/auth/delete-user', '/api/auth/sign-in/email-otp', '/api/auth/revoke-session', '/api/auth/ok', '/api/auth/list-accounts'])(
    '%s is not served',
    async (path) => {
      expect((await customer.post(path, {})).statusCode).toBe(404);
    },
  );

  it('refuses a sign-up field the shop does not use (an image URL set at sign-up)', async () => {
    const response = await new ApiClient(t.app).post('/api/auth/sign-up/email', { ...newUser(), image: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.body)).toHaveProperty('image');
  });

  it('refuses a callback to another site (an open redirect)', async () => {
    for (const callbackURL of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const response = await new ApiClient(t.app).post('/api/auth/sign-up/email', { ...newUser(), callbackURL });
      expect(response.statusCode).toBe(422);
    }
  });
});

describe('the error log', () => {
  it('keeps what failed, never the parameters of a failed query', async () => {
    const secret = 'avery.walker@example.com';
    const failure = await t.database.db.execute(sql`select ${secret}::int`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).toMatch(/Failed query/);
    expect(logged).not.toContain(secret);
  });
});

describe('a product category', () => {
  let owner: ApiClient;
  beforeAll(async () => {
    ({ client: owner } = await signUpOwner(t));
  });

  it.each(['nameEn', 'nameFr'])('with a control character in its %s is a 422 naming the field, and nothing is written', async (field) => {
    const body = { group: 'kind', nameEn: 'Harnesses', nameFr: 'Harnais', slug: 'harnesses', [field]: 'Har\u0000ness' };
    const response = await owner.post('/api/console/categories', body);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.body)[field]).toBe(CONTROL);
    expect((await owner.get('/api/console/categories')).body).not.toContain('harnesses');
  });

  it.each([
    ['a slug of another shape', { slug: '../dog' }],
    ['a slug too long', { slug: 'a'.repeat(49) }],
    ['a name too long', { nameEn: 'x'.repeat(10_000) }],
    ['a group not ours', { group: 'pet); drop table product_categories; --' }],
    ['a number for a name', { nameFr: 42 }],
  ])('with %s is a 422', async (_label, fields) => {
    const response = await owner.post('/api/console/categories', { group: 'kind', nameEn: 'Harnesses', nameFr: 'Harnais', ...fields });
    expect(response.statusCode).toBe(422);
  });

  it.each(['..%2Fdog', 'DOG', 'd%00g', 'a'.repeat(300), '%F0%9F%90%B6'])('named %s in the address is refused, not a 500', async (slug) => {
    for (const response of [await owner.request('PATCH', `/api/console/categories/${slug}`, { nameEn: 'X' }), await owner.request('DELETE', `/api/console/categories/${slug}`)]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it.each([
    ['not a list', 'dog'],
    ['a number in the list', [1]],
    ['a NUL in a slug', ['d\u0000g']],
    ['too many', Array.from({ length: 21 }, (_, i) => `c${i}`)],
  ])("as a product's categories, %s is a 422 and nothing is written", async (_label, categories) => {
    const body = { name: 'Hostile Harness', description: 'x', price: '1', stock: 1, sortOrder: 1, imageSrc: '/images/products/cat-pouches.svg', imageAlt: 'x', categories };
    const response = await owner.post('/api/console/products', body);
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response.body)).toHaveProperty(Array.isArray(categories) && categories.length <= 20 ? 'categories.0' : 'categories');
    expect((await owner.get('/api/console/products?q=Hostile')).body).not.toContain('Hostile Harness');
  });
});

describe("issue 31's hostile uploads", () => {
  const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string } }).error;
  const storedCount = async () => (await t.database.db.select({ sha256: uploadedImages.sha256 }).from(uploadedImages)).length;

  it('a pixel flood (20000 × 20000 in 1.55 MB) and a decompression bomb (100 megapixels in 12 KB) are refused as a proof and as a product image, saying why', async () => {
    const { client: owner } = await signUpOwner(t);
    const before = await storedCount();
    for (const png of [pixelFloodPng(), decompressionBombPng()]) {
      const proof = await customer.upload('/api/vaccination-proofs', png, 'image/png');
      expect(proof.statusCode).toBe(422);
      expect(errorOf(proof)).toEqual({ code: 'PROOF_TOO_MANY_PIXELS', message: english(vaccinationMessages.proofTooManyPixels) });
      const image = await owner.upload('/api/console/product-images', png, 'image/png');
      expect(image.statusCode).toBe(422);
      expect(errorOf(image)).toEqual({ code: 'IMAGE_TOO_MANY_PIXELS', message: english(consoleMessages.imageTooManyPixels) });
    }
    expect(errorOf(await customer.upload('/api/vaccination-proofs', pixelFloodPng(), 'image/png')).message).toContain('24 megapixels');
    expect(await storedCount()).toBe(before);
  });

  it('the ISO-2022-JP SVG is no proof and no product image, whatever type it is sent as', async () => {
    const { client: owner } = await signUpOwner(t);
    const before = await storedCount();
    expect((await customer.upload('/api/vaccination-proofs', iso2022jpSvg(), 'image/svg+xml')).statusCode).toBe(415);
    expect(errorOf(await customer.upload('/api/vaccination-proofs', iso2022jpSvg(), 'image/png')).code).toBe('PROOF_TYPE');
    expect((await owner.upload('/api/console/product-images', iso2022jpSvg(), 'image/svg+xml')).statusCode).toBe(415);
    const disguised = await owner.upload('/api/console/product-images', iso2022jpSvg(), 'image/png');
    expect(errorOf(disguised)).toEqual({ code: 'IMAGE_TYPE', message: english(consoleMessages.imageType) });
    // The console says so before sending one (its own check of the file's type), in these words.
    expect(english(consoleMessages.imageType)).toContain('SVG drawings are not taken');
    expect(await storedCount()).toBe(before);
  });
});
