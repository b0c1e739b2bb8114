import sharp from 'sharp';
import { PRODUCT_IMAGE_MAX_BYTES, productImageTypes } from '@shared/contracts/console-catalogue';

/**
 * What an upload may become (D22): a PNG, JPEG or WebP, checked by its content, never by
 * its name or the type the browser declares alone, and encoded again before it is stored.
 * No SVG: it is a document that can run script, not just a picture.
 */
export type ProductImageType = (typeof productImageTypes)[number];

export const imageExtensions: Record<ProductImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The type a /media file name's extension (already checked by `parseMediaFile`) stands for. */
export const productImageTypeOf = (extension: string): ProductImageType =>
  (Object.keys(imageExtensions) as ProductImageType[]).find((type) => imageExtensions[type] === extension) ?? 'image/png';

export type ImageRefusal = 'tooLarge' | 'type' | 'tooManyPixels';
export type PreparedImage = { ok: true; contentType: ProductImageType; bytes: Buffer } | { ok: false; refusal: ImageRefusal };

export const isProductImageType = (value: string): value is ProductImageType => (productImageTypes as readonly string[]).includes(value);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The type the bytes are, by their first bytes. Checked before sharp sees them, so only
 * these three decoders ever read an upload (sharp would also open SVG, TIFF, HEIF or GIF).
 */
export function sniffImageType(bytes: Buffer): ProductImageType | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * The upload as it will be stored: its content must be the declared type, and it is
 * stored as `withoutMetadata` encodes it. `declaredType` is the request's Content-Type,
 * parameters left off.
 */
export async function prepareProductImage(bytes: Buffer, declaredType: string): Promise<PreparedImage> {
  if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) return { ok: false, refusal: 'tooLarge' };
  const type = sniffImageType(bytes);
  if (type === undefined || type !== declaredType) return { ok: false, refusal: 'type' };
  const stripped = await withoutMetadata(type, bytes);
  if (stripped === 'tooManyPixels') return { ok: false, refusal: stripped };
  return stripped ? { ok: true, contentType: type, bytes: stripped } : { ok: false, refusal: 'type' };
}

/**
 * A small file can declare a huge picture (a pixel flood) or hold one that compresses to
 * almost nothing (a decompression bomb): either takes gigabytes once decoded. 24
 * megapixels is a good camera's full photo (6000 × 4000).
 */
export const MAX_INPUT_PIXELS = 24_000_000;

const sharpFormats = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;
/** Encoding again costs a lossy format one generation: kept small at quality 90. */
const LOSSY_QUALITY = 90;

/**
 * The picture decoded and encoded again in its own format (unless its declared size is
 * over MAX_INPUT_PIXELS, a flood or a bomb, refused before it is decoded), turned upright by its EXIF
 * orientation, without anything a camera or an editor wrote about it (where and when it
 * was taken, the device, the author: EXIF, XMP, IPTC, comments): sharp writes none of it
 * unless asked to. Colours are converted to sRGB; an animated WebP stays animated.
 * Undefined when sharp cannot decode it whole, so a broken or disguised file is refused.
 */
export async function withoutMetadata(type: ProductImageType, bytes: Buffer): Promise<Buffer | 'tooManyPixels' | undefined> {
  // 'error' refuses cut-short or corrupt pixel data but not the harmless warnings real
  // cameras' files often raise; every pixel is encoded again anyway.
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: true });
  try {
    const { format, isPalette } = await image.metadata();
    if (format !== sharpFormats[type]) return undefined;
    const encoded = image.autoOrient();
    switch (format) {
      case 'png':
        // A palette PNG stays one (its colours are kept exactly), rather than growing to full colour.
        return await encoded.png({ palette: isPalette }).toBuffer();
      case 'jpeg':
        return await encoded.jpeg({ quality: LOSSY_QUALITY }).toBuffer();
      case 'webp':
        return await encoded.webp({ quality: LOSSY_QUALITY }).toBuffer();
    }
  } catch (error) {
    // sharp reads the declared size first and stops there, before decoding a pixel.
    return error instanceof Error && error.message.includes('exceeds pixel limit') ? 'tooManyPixels' : undefined;
  }
}

/**
 * The widths, in pixels, of the smaller copies made of each upload (issue 28). A card is
 * drawn at most about 360 CSS pixels wide (half a phone's width, a third of the shop's
 * column on a computer) and a product's own picture at most about 540 (the whole width of
 * a phone, half the page on a computer); twice that on a dense screen, three times on a
 * phone's, is 1200 at most.
 */
export const RENDITION_WIDTHS = [200, 400, 800, 1200] as const;

/** A rendition is a copy to look at, not to keep: WebP at 80 is a fraction of the upload's size. */
const RENDITION_QUALITY = 80;

export interface Rendition {
  width: number;
  bytes: Buffer;
}

/**
 * The widths to make of a picture `sourceWidth` pixels wide: those of RENDITION_WIDTHS
 * narrower than it, and its own width when it is narrower than the widest of them, so
 * nothing is ever enlarged and every upload has at least one rendition.
 */
export function renditionWidths(sourceWidth: number): number[] {
  const narrower = RENDITION_WIDTHS.filter((width) => width < sourceWidth);
  return sourceWidth <= RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]! ? [...narrower, sourceWidth] : narrower;
}

/**
 * A stored upload (already upright and without its metadata) as WebP at each of
 * `renditionWidths`, its proportions kept; sharp writes no metadata unless asked to, and
 * refuses a pixel flood here too. Undefined when it cannot be decoded.
 */
export async function makeRenditions(stored: Buffer): Promise<Rendition[] | undefined> {
  const image = sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: true });
  try {
    const { width } = await image.metadata();
    return await Promise.all(
      renditionWidths(width).map(async (each) => ({
        width: each,
        bytes: await image.clone().resize({ width: each, withoutEnlargement: true }).webp({ quality: RENDITION_QUALITY }).toBuffer(),
      })),
    );
  } catch {
    return undefined;
  }
}

/** `/media/<sha256>.<ext>`, the address an upload is served at: its name never changes meaning. */
export const mediaPath = (sha256: string, contentType: ProductImageType) => `/media/${sha256}.${imageExtensions[contentType]}`;

/** The parts of a /media file name, or undefined for a name no upload could have. */
export function parseMediaFile(file: string): { sha256: string; extension: string } | undefined {
  const match = /^([0-9a-f]{64})\.(png|jpg|webp)$/.exec(file);
  return match ? { sha256: match[1]!, extension: match[2]! } : undefined;
}
