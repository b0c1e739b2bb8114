import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_MAX_BYTES } from '@shared/contracts/console-catalogue';
import { decompressionBombPng, iso2022jpSvg, jpegSegment, pixelFloodPng, pngChunk, solidPng, svgOf, tinyJpeg, tinyWebp } from '../../test/images';
import { makeRenditions, MAX_INPUT_PIXELS, parseMediaFile, prepareProductImage, renditionWidths, sniffImageType } from './product-images';

/** The bytes to store, or the test fails saying why the upload was refused. */
async function stored(bytes: Buffer, type: string): Promise<Buffer> {
  const prepared = await prepareProductImage(bytes, type);
  if (!prepared.ok) throw new Error(`refused: ${prepared.refusal}`);
  return prepared.bytes;
}

/** A picture of two colours, 8 × 4 pixels: wide, so a turn shows in its size. */
const wide = () =>
  sharp({ create: { width: 8, height: 4, channels: 3, background: '#3a7' } }).composite([
    { input: { create: { width: 4, height: 4, channels: 3, background: '#e87a1e' } }, left: 0, top: 0 },
  ]);

const GPS = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 15/1 3/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 52/1 1/1' } };
const CAMERA = { IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Artist: 'Jane Owner' } };
const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Jane Owner"/></rdf:RDF></x:xmpmeta>';

const expectNoMetadata = async (bytes: Buffer) => {
  const metadata = await sharp(bytes).metadata();
  expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, comments: metadata.comments, orientation: metadata.orientation }).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    comments: undefined,
    orientation: undefined,
  });
  for (const trace of ['PhoneMaker', 'Jane Owner', 'Hamilton']) expect(bytes.includes(trace)).toBe(false);
};

const sizeOf = async (bytes: Buffer) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
};

/** A real grey PNG of that size: a few kilobytes, however many pixels it declares. */
function greyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const pixels = deflateSync(Buffer.alloc((width + 1) * height, 0), { level: 9 });
  return Buffer.concat([solidPng().subarray(0, 8), pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

describe('the type of an upload, by its content', () => {
  it.each([
    ['image/png', 'png', solidPng()],
    ['image/jpeg', 'jpeg', tinyJpeg()],
    ['image/webp', 'webp', tinyWebp()],
  ])('knows %s by its first bytes, and stores a picture of the same type and size', async (type, format, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
    const prepared = await prepareProductImage(bytes, type);
    expect(prepared).toMatchObject({ ok: true, contentType: type });
    expect(await sizeOf(prepared.ok ? prepared.bytes : Buffer.alloc(0))).toEqual(await sizeOf(bytes));
    expect((await sizeOf(bytes)).format).toBe(format);
  });

  it('refuses a PNG declared as a JPEG, and an SVG declared as a PNG', async () => {
    expect(await prepareProductImage(solidPng(), 'image/jpeg')).toEqual({ ok: false, refusal: 'type' });
    expect(await prepareProductImage(svgOf(), 'image/png')).toEqual({ ok: false, refusal: 'type' });
  });

  it('refuses an SVG, harmless or not, as no image the shop takes', async () => {
    expect(sniffImageType(svgOf())).toBeUndefined();
    expect(await prepareProductImage(svgOf(), 'image/svg+xml')).toEqual({ ok: false, refusal: 'type' });
    expect(await prepareProductImage(svgOf('<script>alert(1)</script>'), 'image/svg+xml')).toEqual({ ok: false, refusal: 'type' });
  });

  it('refuses what is no image at all, and a GIF', async () => {
    expect(await prepareProductImage(Buffer.from('just some text'), 'image/png')).toEqual({ ok: false, refusal: 'type' });
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#3a7' } }).gif().toBuffer();
    expect(await prepareProductImage(gif, 'image/gif')).toEqual({ ok: false, refusal: 'type' });
    expect(await prepareProductImage(gif, 'image/png')).toEqual({ ok: false, refusal: 'type' });
    expect(await prepareProductImage(Buffer.alloc(0), 'image/png')).toEqual({ ok: false, refusal: 'type' });
  });

  it('refuses a file over the cap before reading it', async () => {
    const big = Buffer.concat([solidPng(), Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]);
    expect(await prepareProductImage(big, 'image/png')).toEqual({ ok: false, refusal: 'tooLarge' });
  });

  it('refuses a raster cut short in its picture, or with its first bytes only, as not the type it claims', async () => {
    const png = solidPng({ size: 64 });
    const idat = png.indexOf('IDAT');
    expect(await prepareProductImage(png.subarray(0, idat + 40), 'image/png')).toEqual({ ok: false, refusal: 'type' });
    const jpeg = await wide().jpeg().toBuffer();
    expect(await prepareProductImage(jpeg.subarray(0, jpeg.length - 40), 'image/jpeg')).toEqual({ ok: false, refusal: 'type' });
    expect(await prepareProductImage(tinyJpeg().subarray(0, 30), 'image/jpeg')).toEqual({ ok: false, refusal: 'type' });
    expect(await prepareProductImage(tinyWebp().subarray(0, 30), 'image/webp')).toEqual({ ok: false, refusal: 'type' });
  });

  it('refuses a small file that declares more pixels than the limit (a pixel flood), and takes one within it', async () => {
    const flood = greyPng(5_000, 5_000);
    expect(5_000 * 5_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(flood.length).toBeLessThan(PRODUCT_IMAGE_MAX_BYTES);
    expect(await prepareProductImage(flood, 'image/png')).toEqual({ ok: false, refusal: 'tooManyPixels' });
    expect(await sizeOf(await stored(greyPng(500, 300), 'image/png'))).toEqual({ format: 'png', width: 500, height: 300 });
  });

  it("refuses issue 31's 20000 × 20000 flood and a 12 KB decompression bomb of 100 megapixels, without decoding either", async () => {
    const started = performance.now();
    expect(await prepareProductImage(pixelFloodPng(), 'image/png')).toEqual({ ok: false, refusal: 'tooManyPixels' });
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await prepareProductImage(bomb, 'image/png')).toEqual({ ok: false, refusal: 'tooManyPixels' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses issue 31's ISO-2022-JP SVG, whatever type it is declared as", async () => {
    expect(sniffImageType(iso2022jpSvg())).toBeUndefined();
    for (const declared of ['image/svg+xml', 'image/png']) expect(await prepareProductImage(iso2022jpSvg(), declared)).toEqual({ ok: false, refusal: 'type' });
  });

  it('names the /media file of an upload, and nothing else', () => {
    const sha = 'a'.repeat(64);
    expect(parseMediaFile(`${sha}.png`)).toEqual({ sha256: sha, extension: 'png' });
    expect(parseMediaFile(`${sha}.gif`)).toBeUndefined();
    expect(parseMediaFile(`${sha}.svg`)).toBeUndefined();
    expect(parseMediaFile(`${sha.toUpperCase()}.png`)).toBeUndefined();
    expect(parseMediaFile(`../${sha}.png`)).toBeUndefined();
  });
});

describe('what a camera or an editor wrote about a picture', () => {
  it('goes from a JPEG (GPS, camera, XMP, comment), which keeps its size', async () => {
    const tagged = await wide().jpeg().withExif({ ...CAMERA, ...GPS }).withXmp(XMP).toBuffer();
    const withComment = Buffer.concat([tagged.subarray(0, 2), jpegSegment(0xfe, 'taken at Hamilton vet clinic'), tagged.subarray(2)]);
    const before = await sharp(withComment).metadata();
    expect(before.exif?.includes('PhoneMaker') && before.xmp !== undefined && withComment.includes('Hamilton')).toBe(true);

    const out = await stored(withComment, 'image/jpeg');
    await expectNoMetadata(out);
    expect(await sizeOf(out)).toEqual({ format: 'jpeg', width: 8, height: 4 });
  });

  it('turns a JPEG upright by its EXIF orientation before the orientation goes', async () => {
    // Orientation 6: the camera was turned a quarter; the 8 × 4 pixels show 4 wide and 8 high.
    const turned = await wide().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const out = await stored(turned, 'image/jpeg');
    await expectNoMetadata(out);
    expect(await sizeOf(out)).toEqual({ format: 'jpeg', width: 4, height: 8 });
  });

  it('goes from a PNG (text chunks and EXIF), whose pixels stay exactly as they were', async () => {
    const withExif = await wide().png().withExif(CAMERA).toBuffer();
    const idat = withExif.indexOf('IDAT') - 4;
    const tagged = Buffer.concat([
      withExif.subarray(0, idat),
      pngChunk('tEXt', 'Author\0Jane Owner'),
      pngChunk('iTXt', 'Comment\0\0\0\0\0taken at Hamilton vet clinic'),
      withExif.subarray(idat),
    ]);
    expect((await sharp(tagged).metadata()).comments).toHaveLength(2);

    const out = await stored(tagged, 'image/png');
    await expectNoMetadata(out);
    expect(await sizeOf(out)).toEqual({ format: 'png', width: 8, height: 4 });
    expect(await sharp(out).raw().toBuffer()).toEqual(await sharp(tagged).raw().toBuffer());
  });

  it('keeps a palette PNG a palette PNG, with the same pixels', async () => {
    const palette = await wide().png({ palette: true }).toBuffer();
    const out = await stored(palette, 'image/png');
    expect((await sharp(out).metadata()).isPalette).toBe(true);
    expect(await sharp(out).raw().toBuffer()).toEqual(await sharp(palette).raw().toBuffer());
  });

  it('goes from a WebP (EXIF and XMP), which keeps its size', async () => {
    const tagged = await wide().webp().withExif({ ...CAMERA, ...GPS }).withXmp(XMP).toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const out = await stored(tagged, 'image/webp');
    await expectNoMetadata(out);
    expect(await sizeOf(out)).toEqual({ format: 'webp', width: 8, height: 4 });
  });

  it('keeps an animated WebP animated', async () => {
    const frame = (background: string) => sharp({ create: { width: 4, height: 4, channels: 3, background } }).png().toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .webp({ delay: [200, 200], loop: 0 })
      .withExif(GPS)
      .toBuffer();
    const out = await stored(animated, 'image/webp');
    const metadata = await sharp(out).metadata();
    expect({ pages: metadata.pages, delay: metadata.delay, exif: metadata.exif }).toEqual({ pages: 2, delay: [200, 200], exif: undefined });
  });
});

describe('the smaller copies of an upload (srcset)', () => {
  /** An owner's camera photo: 4000 × 3000, with where it was taken and the camera's name. */
  const cameraPhoto = () =>
    sharp({ create: { width: 4_000, height: 3_000, channels: 3, background: '#c84' } })
      .jpeg({ quality: 80 })
      .withExif({ ...CAMERA, ...GPS })
      .withXmp(XMP)
      .toBuffer();

  /** The renditions, or the test fails. */
  async function renditionsOf(bytes: Buffer) {
    const renditions = await makeRenditions(bytes);
    if (!renditions) throw new Error('no renditions');
    return renditions;
  }

  it('makes WebP copies of a 4000-pixel photo at the widths the pages draw, its proportions kept and nothing a camera wrote', async () => {
    const photo = await cameraPhoto();
    expect((await sharp(photo).metadata()).exif?.includes('PhoneMaker')).toBe(true);

    const renditions = await renditionsOf(await stored(photo, 'image/jpeg'));
    expect(renditions.map((each) => each.width)).toEqual([200, 400, 800, 1200]);
    for (const { width, bytes } of renditions) {
      expect(await sizeOf(bytes)).toEqual({ format: 'webp', width, height: (width * 3) / 4 });
      await expectNoMetadata(bytes);
      expect(bytes.length).toBeLessThan(photo.length);
    }
    // The copies strip metadata themselves too, whatever they are given.
    for (const { bytes } of await renditionsOf(photo)) await expectNoMetadata(bytes);
  });

  it('never makes a copy wider than the upload: a small picture has its own width as its only one', async () => {
    expect(renditionWidths(4_000)).toEqual([200, 400, 800, 1200]);
    expect(renditionWidths(1_200)).toEqual([200, 400, 800, 1200]);
    expect(renditionWidths(1_000)).toEqual([200, 400, 800, 1000]);
    expect(renditionWidths(400)).toEqual([200, 400]);
    expect(renditionWidths(150)).toEqual([150]);
    const renditions = await renditionsOf(await stored(greyPng(300, 500), 'image/png'));
    expect(await Promise.all(renditions.map((each) => sizeOf(each.bytes)))).toEqual([
      { format: 'webp', width: 200, height: 333 },
      { format: 'webp', width: 300, height: 500 },
    ]);
  });

  it('refuses a pixel flood, as the upload does', async () => {
    expect(await makeRenditions(greyPng(5_000, 5_000))).toBeUndefined();
    expect(await makeRenditions(Buffer.from('no picture'))).toBeUndefined();
  });

  it('keeps an animated WebP animated at each width', async () => {
    const frame = (background: string) => sharp({ create: { width: 300, height: 300, channels: 3, background } }).png().toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .webp({ delay: [200, 200], loop: 0 })
      .toBuffer();
    const renditions = await renditionsOf(await stored(animated, 'image/webp'));
    const metadata = await Promise.all(renditions.map(async (each) => sharp(each.bytes, { animated: true }).metadata()));
    expect(metadata.map(({ width, pageHeight, pages }) => ({ width, pageHeight, pages }))).toEqual([
      { width: 200, pageHeight: 200, pages: 2 },
      { width: 300, pageHeight: 300, pages: 2 },
    ]);
  });
});
