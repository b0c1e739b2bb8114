import { PRODUCT_IMAGE_MAX_BYTES, productImageTypes } from '@shared/contracts/console-catalogue';
import { isWebp, PNG_SIGNATURE, stripJpegMetadata, stripPngMetadata, stripWebpMetadata } from './image-metadata';
import { checkSvg, looksLikeXml } from './svg-safety';

/**
 * What an upload may become (D22): a product image of one of four types, checked by
 * its content, never by its name or the type the browser declares alone. Pure: bytes
 * in, the bytes to store (metadata taken out) or why not.
 */
export type ProductImageType = (typeof productImageTypes)[number];

export const imageExtensions: Record<ProductImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

export type ImageRefusal = 'tooLarge' | 'type' | 'unsafeSvg';
export type PreparedImage = { ok: true; contentType: ProductImageType; bytes: Buffer } | { ok: false; refusal: ImageRefusal };

export const isProductImageType = (value: string): value is ProductImageType => (productImageTypes as readonly string[]).includes(value);

/** The type the bytes are, by their first bytes; an SVG only once it has been read whole. */
export function sniffImageType(bytes: Buffer): ProductImageType | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (isWebp(bytes)) return 'image/webp';
  if (looksLikeXml(bytes)) return 'image/svg+xml';
  return undefined;
}

/**
 * The upload as it will be stored: its content must be the declared type, a raster
 * loses its metadata, an SVG must be safe to serve. `declaredType` is the request's
 * Content-Type, parameters left off.
 */
export function prepareProductImage(bytes: Buffer, declaredType: string): PreparedImage {
  if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) return { ok: false, refusal: 'tooLarge' };
  const type = sniffImageType(bytes);
  if (type === undefined || type !== declaredType) return { ok: false, refusal: 'type' };
  if (type === 'image/svg+xml') {
    const verdict = checkSvg(bytes);
    if (verdict === 'safe') return { ok: true, contentType: type, bytes };
    return { ok: false, refusal: verdict === 'unsafe' ? 'unsafeSvg' : 'type' };
  }
  const stripped = stripRaster(type, bytes);
  return stripped ? { ok: true, contentType: type, bytes: stripped } : { ok: false, refusal: 'type' };
}

/** A PNG, JPEG or WebP without its metadata; undefined when it is not well formed. */
export function stripRaster(type: Exclude<ProductImageType, 'image/svg+xml'>, bytes: Buffer): Buffer | undefined {
  switch (type) {
    case 'image/png':
      return stripPngMetadata(bytes);
    case 'image/jpeg':
      return stripJpegMetadata(bytes);
    case 'image/webp':
      return stripWebpMetadata(bytes);
  }
}

/** `/media/<sha256>.<ext>`, the address an upload is served at: its name never changes meaning. */
export const mediaPath = (sha256: string, contentType: ProductImageType) => `/media/${sha256}.${imageExtensions[contentType]}`;

/** The parts of a /media file name, or undefined for a name no upload could have. */
export function parseMediaFile(file: string): { sha256: string; extension: string } | undefined {
  const match = /^([0-9a-f]{64})\.(png|jpg|webp|svg)$/.exec(file);
  return match ? { sha256: match[1]!, extension: match[2]! } : undefined;
}
