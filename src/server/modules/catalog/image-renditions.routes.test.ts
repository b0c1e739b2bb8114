import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleProductSchema, uploadedImageSchema } from '@shared/contracts/console-catalogue';
import { productListResponseSchema, productPageResponseSchema, type Product } from '@shared/contracts/products';
import type { ApiClient } from '../../test/api-client';
import { expectOwnerOnly, newProductBody, signUpOwner } from '../../test/console';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app';
import { uploadedImages } from './catalog.schema';
import { insertUploadedImage } from './images.repo';
import { makeMissingRenditions } from './uploaded-images.service';

/**
 * Issue 28: an owner's full-size photo is made into smaller copies when it is uploaded,
 * and the shop lists them as the picture's srcset, so a phone never fetches the photo whole.
 */

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner } = await signUpOwner(t));
});
afterAll(() => t.close());

const upload = (client: ApiClient, bytes: Buffer, contentType = 'image/jpeg') =>
  t.app.inject({
    method: 'POST',
    url: '/api/console/product-images',
    remoteAddress: client.ip,
    headers: { origin: TEST_BASE_URL, cookie: client.cookieHeader(), 'content-type': contentType },
    payload: bytes,
  });

/** An owner's camera photo, 4000 × 3000, saying where it was taken and with what. */
const cameraPhoto = (background = '#c84') =>
  sharp({ create: { width: 4_000, height: 3_000, channels: 3, background } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 15/1 3/1' } })
    .toBuffer();

async function uploadedSrc(bytes: Buffer): Promise<string> {
  const response = await upload(owner, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return uploadedImageSchema.parse(response.json()).src;
}

/** A new product with that picture, and how the shop's list shows it. */
async function productWithImage(imageSrc: string): Promise<Product> {
  const response = await owner.post('/api/console/products', newProductBody({ imageSrc }));
  expect(response.statusCode, response.body).toBe(201);
  const { id } = consoleProductSchema.parse(response.json());
  return shopProduct(id);
}

async function shopProduct(id: number): Promise<Product> {
  const { products } = productListResponseSchema.parse((await t.app.inject('/api/products')).json());
  return products.find((product) => product.id === id)!;
}

const imageCount = async () => (await t.database.db.select({ sha256: uploadedImages.sha256 }).from(uploadedImages)).length;

describe('a product image uploaded by the owner', () => {
  it('may be uploaded by the owner only: 401 signed out, 403 for a customer and a provider, with no image or copy stored', async () => {
    const photo = await cameraPhoto('#48c');
    await expectOwnerOnly(t, owner, (client) => upload(client, photo), 201, imageCount);
  });

  it('is listed with WebP copies at the widths declared, each served for ever without what the camera wrote, none as wide as the photo', async () => {
    const photo = await cameraPhoto();
    const src = await uploadedSrc(photo);
    const product = await productWithImage(src);

    expect(product.image.src).toBe(src);
    expect(product.image.srcset?.map((each) => each.width)).toEqual([200, 400, 800, 1200]);
    for (const { src: copy, width } of product.image.srcset!) {
      expect(copy).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
      const served = await t.app.inject(copy);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
      expect(copy.slice(7, 71)).toBe(createHash('sha256').update(served.rawPayload).digest('hex'));
      const metadata = await sharp(served.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
        format: 'webp',
        width,
        height: (width * 3) / 4,
        exif: undefined,
      });
      expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
    }

    // The product's own page names the same copies.
    const page = productPageResponseSchema.parse((await t.app.inject(`/api/products/by-slug/${product.slug}`)).json());
    expect(page.product.image.srcset).toEqual(product.image.srcset);
  });

  it('has the same copies when uploaded again, and a small picture has its own width only, never enlarged', async () => {
    const photo = await cameraPhoto('#8c4');
    const first = await productWithImage(await uploadedSrc(photo));
    const again = await productWithImage(await uploadedSrc(photo));
    expect(again.image.srcset).toEqual(first.image.srcset);

    const small = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123' } }).png().toBuffer();
    const response = await upload(owner, small, 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const product = await productWithImage(uploadedImageSchema.parse(response.json()).src);
    expect(product.image.srcset?.map((each) => each.width)).toEqual([200, 300]);
  });

  it('a demo drawing under public/ has no srcset: it scales', async () => {
    const product = await productWithImage('/images/products/cat-pouches.svg');
    expect(product.image.srcset).toBeUndefined();
  });

  it('uploaded before copies were made gets them from the admin command, and the shop lists them at its next answer', async () => {
    // As an upload was stored before issue 28: the picture alone.
    const bytes = await sharp({ create: { width: 1_000, height: 500, channels: 3, background: '#c48' } }).jpeg().toBuffer();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await insertUploadedImage(t.database.db, { sha256, contentType: 'image/jpeg', byteSize: bytes.length, bytes, uploadedBy: null });
    const before = await productWithImage(`/media/${sha256}.jpg`);
    expect(before.image.srcset).toBeUndefined();

    expect(await makeMissingRenditions(t.database.db)).toEqual({ made: 1, failed: [] });
    expect((await shopProduct(before.id)).image.srcset?.map((each) => each.width)).toEqual([200, 400, 800, 1000]);
    // Run again, it has nothing left to do.
    expect(await makeMissingRenditions(t.database.db)).toEqual({ made: 0, failed: [] });
  });
});
