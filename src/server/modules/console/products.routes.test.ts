import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CONSOLE_PRODUCTS_PAGE_SIZE, consoleProductListSchema, consoleProductSchema, PRODUCT_IMAGE_MAX_BYTES, uploadedImageSchema, type ProductBody } from '@shared/contracts/console-catalogue';
import type { AuditPage } from '@shared/contracts/owner';
import { productListResponseSchema } from '@shared/contracts/products';
import { ApiClient, newUser } from '../../test/api-client';
import { allConsoleProducts, expectOwnerOnly, newProductBody, signUpOwner } from '../../test/console';
import { pngChunk, solidPng, svgOf, tinyJpeg, tinyWebp } from '../../test/images';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app';
import { uploadedImages } from '../catalog/catalog.schema';

let t: TestApp;
let owner: ApiClient;
let ownerEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, email: ownerEmail } = await signUpOwner(t));
});
afterAll(() => t.close());


/** POST the bytes themselves, as the console's file input sends them. */
const upload = (client: ApiClient, bytes: Buffer, contentType: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/console/product-images',
    remoteAddress: client.ip,
    headers: { origin: TEST_BASE_URL, cookie: client.cookieHeader(), 'content-type': contentType, ...headers },
    payload: bytes,
  });

async function createProduct(fields: Partial<ProductBody> = {}) {
  const response = await owner.post('/api/console/products', newProductBody(fields));
  expect(response.statusCode, response.body).toBe(201);
  return consoleProductSchema.parse(response.json());
}

const putProduct = (id: number, body: unknown) => owner.request('PUT', `/api/console/products/${id}`, body);
const shopProducts = async () => productListResponseSchema.parse((await t.app.inject('/api/products')).json()).products;
const consoleProducts = () => allConsoleProducts(owner);
const errorOf = (response: LightMyRequestResponse) => (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

async function auditOf(id: number) {
  const page = (await owner.get('/api/console/audit')).json() as AuditPage;
  return page.events.filter((event) => event.subject === `product:${id}`).map(({ action, actor, details }) => ({ action, actor, details }));
}

describe('who may use the products console', () => {
  const routes: Array<{ label: string; send: (client: ApiClient) => Promise<LightMyRequestResponse>; ownerStatus: number }> = [
    { label: 'GET /api/console/products', send: (client) => client.get('/api/console/products'), ownerStatus: 200 },
    { label: 'GET /api/console/products/:id', send: (client) => client.get('/api/console/products/5'), ownerStatus: 200 },
    { label: 'POST /api/console/products', send: (client) => client.post('/api/console/products', newProductBody()), ownerStatus: 201 },
    { label: 'PUT /api/console/products/:id', send: (client) => client.request('PUT', '/api/console/products/5', newProductBody({ name: 'Cat Pouches', price: '5' })), ownerStatus: 200 },
    { label: 'POST /api/console/product-images', send: (client) => upload(client, solidPng(), 'image/png'), ownerStatus: 201 },
  ];

  it.each(routes)('$label: 401 signed out, 403 for a customer and a provider, $ownerStatus for an owner', ({ send, ownerStatus }) =>
    expectOwnerOnly(t, owner, send, ownerStatus, consoleProducts),
  );
});

describe('creating and editing a product', () => {
  it('creates a product numbered by the database, on sale in the shop at once, and logs it', async () => {
    const created = await createProduct({ name: 'Salmon Treats', price: '$1,299.5', stock: 3 });
    expect(created).toMatchObject({ name: 'Salmon Treats', carouselName: 'Salmon Treats', priceCents: 129_950, stock: 3, active: true });
    expect(created.id).toBeGreaterThanOrEqual(100);

    expect((await shopProducts()).find((product) => product.id === created.id)).toMatchObject({
      name: 'Salmon Treats',
      priceCents: 129_950,
      image: { src: '/images/products/cat-pouches.svg', alt: 'A grey felt mouse' },
    });
    expect((await consoleProducts()).find((product) => product.id === created.id)).toEqual(created);
    expect(await auditOf(created.id)).toEqual([{ action: 'product.created', actor: ownerEmail, details: { name: 'Salmon Treats' } }]);
  });

  it('refuses an edit over a newer change (a sale that took stock), and takes one made from the latest values', async () => {
    const created = await createProduct({ name: 'Last Chew', stock: 5 });
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser('Sam Buyer'));
    expect((await customer.post('/api/cart/items', { productId: created.id })).statusCode).toBe(200);
    const url = (await customer.post('/create-checkout', {})).json().url as string;
    const orderId = /\/checkout\/test\/([0-9a-f-]{36})$/.exec(new URL(url).pathname)![1]!;
    const paid = await customer.request('POST', `/checkout/test/${orderId}/pay`, undefined, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(paid.statusCode).toBe(303);

    // The owner's form was opened before the sale: saving stock 5 again would undo it.
    const stale = await putProduct(created.id, newProductBody({ name: 'Last Chew', stock: 5, expectedUpdatedAt: created.updatedAt }));
    expect([stale.statusCode, errorOf(stale).code]).toEqual([409, 'PRODUCT_CHANGED']);
    const latest = (await consoleProducts()).find((product) => product.id === created.id)!;
    expect(latest.stock).toBe(4);
    const fresh = await putProduct(created.id, newProductBody({ name: 'Last Chew', stock: 10, expectedUpdatedAt: latest.updatedAt }));
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(consoleProductSchema.parse(fresh.json()).stock).toBe(10);
  });

  it('edits price and stock, shows the new price in the shop and logs only what changed', async () => {
    const created = await createProduct({ carouselName: 'Mouse' });
    const response = await putProduct(created.id, newProductBody({ name: created.name, carouselName: 'Mouse', price: '8', stock: 20 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(consoleProductSchema.parse(response.json())).toMatchObject({ priceCents: 800, stock: 20, carouselName: 'Mouse' });
    expect((await shopProducts()).find((product) => product.id === created.id)?.priceCents).toBe(800);

    const [updated] = await auditOf(created.id);
    expect(updated).toEqual({ action: 'product.updated', actor: ownerEmail, details: { name: created.name, changes: { priceCents: [650, 800], stock: [12, 20] } } });
  });

  it('saving without a change logs nothing', async () => {
    const created = await createProduct();
    expect((await putProduct(created.id, newProductBody({ name: created.name }))).statusCode).toBe(200);
    expect(await auditOf(created.id)).toHaveLength(1);
  });

  it('deactivates: gone from the shop and refused in carts, still in the console; reactivates: back again', async () => {
    const created = await createProduct();
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser());

    expect((await putProduct(created.id, newProductBody({ name: created.name, active: false }))).statusCode).toBe(200);
    expect((await shopProducts()).map((product) => product.id)).not.toContain(created.id);
    expect((await consoleProducts()).find((product) => product.id === created.id)?.active).toBe(false);
    const refused = await customer.post('/api/cart/items', { productId: created.id });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe('That product is not available.');

    expect((await putProduct(created.id, newProductBody({ name: created.name, active: true }))).statusCode).toBe(200);
    expect((await shopProducts()).map((product) => product.id)).toContain(created.id);
    expect((await customer.post('/api/cart/items', { productId: created.id })).statusCode).toBe(200);
    expect((await auditOf(created.id)).map((event) => event.details.changes)).toEqual([{ active: [false, true] }, { active: [true, false] }, undefined]);
  });

  it('lists a page of 50 at a time with the list\'s size, and finds products by name, address or SKU', async () => {
    const first = consoleProductListSchema.parse((await owner.get('/api/console/products')).json());
    expect(first.page).toBe(1);
    expect(first.products.length).toBe(Math.min(first.total, CONSOLE_PRODUCTS_PAGE_SIZE));
    expect(first.pageCount).toBe(Math.max(1, Math.ceil(first.total / CONSOLE_PRODUCTS_PAGE_SIZE)));
    const made = await createProduct({ name: 'Findable 100% Kelp_Chew' });
    const all = await consoleProducts();
    expect(all.length).toBe(first.total + 1);
    expect(new Set(all.map((product) => product.id)).size).toBe(all.length);

    const search = async (q: string) => consoleProductListSchema.parse((await owner.get(`/api/console/products?q=${encodeURIComponent(q)}`)).json());
    expect((await search('kelp')).products.map((product) => product.id)).toEqual([made.id]);
    expect((await search(made.slug)).products.map((product) => product.id)).toEqual([made.id]);
    expect((await search(made.variants[0]!.sku.toLowerCase())).products.map((product) => product.id)).toEqual([made.id]);
    // LIKE's wildcards typed in the box match themselves, not any text.
    expect((await search('100% kelp_chew')).products.map((product) => product.id)).toEqual([made.id]);
    expect((await search('Findable%Chew')).total).toBe(0);
    expect((await search('Kel__Chew')).total).toBe(0);
    expect(await search('nothing-is-called-this')).toEqual({ products: [], page: 1, total: 0, pageCount: 1 });
    expect((await owner.get('/api/console/products?page=0')).statusCode).toBe(422);
  });

  it('gives one product, on sale or not, for its edit form', async () => {
    const hidden = await createProduct({ active: false });
    const response = await owner.get(`/api/console/products/${hidden.id}`);
    expect(response.statusCode).toBe(200);
    expect(consoleProductSchema.parse(response.json())).toEqual((await consoleProducts()).find((product) => product.id === hidden.id));
    expect((await owner.get('/api/console/products/999999')).statusCode).toBe(404);
    expect((await owner.get('/api/console/products/abc')).statusCode).toBe(422);
  });

  it('lists inactive products too, in shop order', async () => {
    const hidden = await createProduct({ active: false, sortOrder: 0 });
    const list = await consoleProducts();
    expect(list[0]).toMatchObject({ id: hidden.id, active: false });
    const orders = list.map((product) => [product.sortOrder, product.id] as const);
    expect(orders).toEqual([...orders].sort(([a, idA], [b, idB]) => a - b || idA - idB));
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await putProduct(999_999, newProductBody());
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'That product does not exist.' });
    expect((await putProduct(0, newProductBody())).statusCode).toBe(422);
  });
});

describe('what the server refuses, field by field', () => {
  it('says what is wrong with each field, in words', async () => {
    const response = await owner.post('/api/console/products', {
      ...newProductBody(),
      name: '  ',
      description: '',
      price: '12.345',
      stock: -1,
      sortOrder: 1.5,
      imageSrc: 'https://example.com/a.png',
      imageAlt: '',
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual({
      name: 'Please enter a name.',
      description: 'Please enter a description.',
      price: 'Please enter a price in dollars and cents, such as 12.50.',
      stock: 'Please enter the units in stock as a whole number from 0 to 100,000.',
      sortOrder: 'Please enter the position as a whole number from 0 to 100,000.',
      imageSrc: 'Please upload an image of the product.',
      imageAlt: 'Please describe the image for people who cannot see it.',
    });
  });

  it('refuses an image address that names no upload', async () => {
    const response = await owner.post('/api/console/products', newProductBody({ imageSrc: `/media/${'0'.repeat(64)}.png` }));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual({ imageSrc: 'Please upload an image of the product.' });
  });
});

describe('image uploads', () => {
  it.each([
    ['image/png', solidPng({ rgb: [1, 2, 3] }), 'png'],
    ['image/jpeg', tinyJpeg(), 'jpg'],
    ['image/webp', tinyWebp(), 'webp'],
  ])('accepts a %s and serves it at /media, named by its content, with immutable caching', async (type, bytes, extension) => {
    const response = await upload(owner, bytes, type);
    expect(response.statusCode, response.body).toBe(201);
    const image = uploadedImageSchema.parse(response.json());
    expect(image).toEqual({ src: expect.stringMatching(new RegExp(`^/media/[0-9a-f]{64}\\.${extension}$`)), contentType: type, byteSize: expect.any(Number) });

    const served = await t.app.inject(image.src);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(image.byteSize);
    expect(image.src.slice(7, 71)).toBe(createHash('sha256').update(served.rawPayload).digest('hex'));
    const [uploaded, stored] = await Promise.all([sharp(bytes).metadata(), sharp(served.rawPayload).metadata()]);
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({ format: uploaded.format, width: uploaded.width, height: uploaded.height });
    expect(served.headers).toMatchObject({
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${image.src.slice(7, 71)}"`,
      'x-content-type-options': 'nosniff',
    });
    expect((await t.app.inject({ url: image.src, headers: { 'if-none-match': served.headers.etag as string } })).statusCode).toBe(304);
  });

  it('gives the same bytes the same address, once stored', async () => {
    const bytes = solidPng({ rgb: [9, 9, 9] });
    const first = uploadedImageSchema.parse((await upload(owner, bytes, 'image/png')).json());
    const second = uploadedImageSchema.parse((await upload(owner, bytes, 'image/png')).json());
    expect(second.src).toBe(first.src);
  });

  it('serves a PNG without its text chunks, named by what is stored', async () => {
    const plain = solidPng({ rgb: [7, 7, 7] });
    const tagged = solidPng({ rgb: [7, 7, 7], extraChunks: [pngChunk('tEXt', 'GPS\0somewhere')] });
    const image = uploadedImageSchema.parse((await upload(owner, tagged, 'image/png')).json());
    const served = (await t.app.inject(image.src)).rawPayload;
    expect(served.includes('somewhere')).toBe(false);
    expect(await sharp(served).raw().toBuffer()).toEqual(await sharp(plain).raw().toBuffer());
    expect(image.src).toBe(uploadedImageSchema.parse((await upload(owner, plain, 'image/png')).json()).src);
  });

  it('serves a photo without where it was taken or by what camera, upright', async () => {
    // Orientation 6: the camera was turned a quarter, so the 6 × 3 pixels show 3 wide and 6 high.
    const photo = await sharp({ create: { width: 6, height: 3, channels: 3, background: '#e87a1e' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 15/1 3/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.includes('PhoneMaker')).toBe(true);
    const image = uploadedImageSchema.parse((await upload(owner, photo, 'image/jpeg')).json());
    const served = (await t.app.inject(image.src)).rawPayload;
    const metadata = await sharp(served).metadata();
    expect({ exif: metadata.exif, xmp: metadata.xmp, orientation: metadata.orientation, width: metadata.width, height: metadata.height }).toEqual({
      exif: undefined,
      xmp: undefined,
      orientation: undefined,
      width: 3,
      height: 6,
    });
    expect(served.includes('PhoneMaker')).toBe(false);
  });

  it('refuses a PNG declared as a JPEG', async () => {
    const response = await upload(owner, solidPng(), 'image/jpeg');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({ code: 'IMAGE_TYPE', message: 'That file is not a PNG, JPEG or WebP image (SVG drawings are not taken: they can carry script). Please choose one of those.' });
  });

  it('refuses an SVG as any other type it does not take, and stores nothing', async () => {
    const storedCount = () => t.database.db.$count(uploadedImages);
    const before = await storedCount();
    const svg = svgOf('<script>alert(document.cookie)</script>', ' onload="alert(1)"');
    const gif = await upload(owner, Buffer.from('GIF89a'), 'image/gif');
    const refused = await upload(owner, svg, 'image/svg+xml');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual(gif.json());
    // Declared as a picture the shop takes, it is still no such picture.
    const disguised = await upload(owner, svg, 'image/png');
    expect(disguised.statusCode).toBe(422);
    expect(errorOf(disguised).code).toBe('IMAGE_TYPE');

    expect(await storedCount()).toBe(before);
    const sha256 = createHash('sha256').update(svg).digest('hex');
    for (const extension of ['svg', 'png']) expect((await t.app.inject(`/media/${sha256}.${extension}`)).statusCode).toBe(404);
  });

  it('refuses an image over 2 MB', async () => {
    const huge = Buffer.concat([solidPng(), Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]);
    const response = await upload(owner, huge, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({ code: 'IMAGE_TOO_LARGE', message: 'That image is larger than 2 MB. Please choose a smaller one.' });
  });

  it('refuses a body that is not an image type at all', async () => {
    expect((await owner.post('/api/console/product-images', { src: '/media/x.png' })).statusCode).toBe(422);
    expect((await upload(owner, Buffer.from('GIF89a'), 'image/gif')).statusCode).toBe(415);
  });

  it('creates a product with an uploaded image, shown in the shop', async () => {
    const image = uploadedImageSchema.parse((await upload(owner, solidPng({ rgb: [200, 100, 50] }), 'image/png')).json());
    const created = await createProduct({ imageSrc: image.src, imageAlt: 'An orange square' });
    expect((await shopProducts()).find((product) => product.id === created.id)?.image).toMatchObject({ src: image.src, alt: 'An orange square' });
  });

  it('answers 404 for a file no one uploaded, or under another extension', async () => {
    const image = uploadedImageSchema.parse((await upload(owner, solidPng({ rgb: [4, 4, 4] }), 'image/png')).json());
    expect((await t.app.inject(image.src.replace('.png', '.webp'))).statusCode).toBe(404);
    expect((await t.app.inject(`/media/${'f'.repeat(64)}.png`)).statusCode).toBe(404);
    const response = await t.app.inject('/media/..%2F..%2Fetc%2Fpasswd');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });
});
