/**
 * Takes what a camera or an editor writes about a picture (where and when it was taken,
 * the device, the author) out of an uploaded product image before it is stored and
 * served to everyone (D22). The pixels are copied as they are; nothing is decoded.
 * Each function returns undefined when the file is not well formed, so a broken or
 * disguised upload is refused rather than stored.
 */

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG chunks that carry text, EXIF or a timestamp; every other chunk is the picture or how to draw it. */
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

export function stripPngMetadata(bytes: Buffer): Buffer | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length || (first && type !== 'IHDR')) return undefined;
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    if (type === 'IEND') return Buffer.concat(kept);
    offset = end;
    first = false;
  }
  return undefined;
}

/**
 * JPEG: APP1–APP15 (EXIF, XMP, Photoshop's IPTC and the like) and comments go; APP0
 * (JFIF) stays. Two APPn segments are how the pixels are meant to be read rather than
 * metadata, so they stay too: APP2's ICC colour profile and APP14's Adobe colour
 * transform (without it a CMYK JPEG shows in the wrong colours).
 */
export function stripJpegMetadata(bytes: Buffer): Buffer | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Start of scan: the compressed picture follows, to the end of the file, as it is.
    if (marker === 0xda) return Buffer.concat([...kept, bytes.subarray(offset)]);
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return undefined;
    const segment = bytes.subarray(offset, end);
    if (!isJpegMetadata(marker, segment)) kept.push(segment);
    offset = end;
  }
  return undefined;
}

function isJpegMetadata(marker: number, segment: Buffer): boolean {
  if (marker === 0xfe) return true; // COM
  if (marker < 0xe1 || marker > 0xef) return false; // not APP1–APP15
  const payload = segment.subarray(4);
  if (marker === 0xe2 && payload.toString('latin1', 0, 12) === 'ICC_PROFILE\0') return false;
  if (marker === 0xee && payload.toString('latin1', 0, 5) === 'Adobe') return false;
  return true;
}

/** WebP: the EXIF and XMP chunks go, and VP8X's flags stop announcing them. */
const WEBP_METADATA_CHUNKS = new Set(['EXIF', 'XMP ']);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

export function isWebp(bytes: Buffer): boolean {
  return bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
}

export function stripWebpMetadata(bytes: Buffer): Buffer | undefined {
  if (!isWebp(bytes) || bytes.readUInt32LE(4) + 8 !== bytes.length) return undefined;
  const kept: Buffer[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const type = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    // Chunks are padded to an even size.
    const end = offset + 8 + size + (size % 2);
    if (end > bytes.length) return undefined;
    if (!WEBP_METADATA_CHUNKS.has(type)) kept.push(type === 'VP8X' ? withoutMetadataFlags(bytes.subarray(offset, end)) : bytes.subarray(offset, end));
    offset = end;
  }
  if (offset !== bytes.length || kept.length === 0) return undefined;
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(4 + kept.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  return Buffer.concat([header, ...kept]);
}

function withoutMetadataFlags(chunk: Buffer): Buffer {
  const copy = Buffer.from(chunk);
  if (copy.length > 8) copy[8] = copy[8]! & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
  return copy;
}
