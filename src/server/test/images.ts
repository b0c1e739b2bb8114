import { crc32, deflateSync } from 'node:zlib';

/**
 * Real, small images for the upload tests, made here rather than kept as files. The PNG
 * is built chunk by chunk (with real CRCs, so a browser draws it); the JPEG and the WebP
 * are 2×2 pictures Chromium's canvas encoded, without the colour profile it adds.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A square PNG of one colour (RGB), with any extra chunks placed before its pixels. */
export function solidPng({ size = 4, rgb = [0x33, 0xaa, 0x77], extraChunks = [] as Buffer[] } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), ...extraChunks, pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** JFIF (APP0), quantisation and Huffman tables, frame, scan: a 2×2 baseline JPEG. */
export const tinyJpeg = () =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgCiv/2Q==',
    'base64',
  );

/** A JPEG segment: marker, length, payload. */
export function jpegSegment(marker: number, payload: Buffer | string): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(Buffer.byteLength(payload) + 2, 2);
  return Buffer.concat([head, Buffer.from(payload)]);
}

/** A simple (lossy, VP8) 2×2 WebP. */
export const tinyWebp = () => Buffer.from('UklGRi4AAABXRUJQVlA4ICIAAABwAQCdASoCAAIAAsBMJaACdAGgAACOPD/8Wh/bz/g1tKAA', 'base64');

/** An SVG document around `inner` (a circle when nothing is given). */
export const svgOf = (inner = '<circle cx="10" cy="10" r="8" fill="#3a7"/>', attributes = '') =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"${attributes}>${inner}</svg>\n`);

/** A PNG of that size, bit depth and colour type, its pixel data `idat` as it is. */
function pngOf(width: number, height: number, bitDepthAndType: [number, number], idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([...bitDepthAndType, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * Issue 31's pixel flood: a 1.55 MB PNG declaring 20000 × 20000 pixels (1.2 GB once
 * decoded), its data a deterministic noise that never needs decoding to be refused.
 */
export function pixelFloodPng(): Buffer {
  const noise = Buffer.alloc(1_550_000);
  for (let i = 0, x = 0x2545f491; i < noise.length; i += 1) {
    x = (x * 1_103_515_245 + 12_345) >>> 0;
    noise[i] = x >>> 24;
  }
  return pngOf(20_000, 20_000, [8, 2], noise);
}

/** A decompression bomb: a real, valid 12 KB PNG of 10000 × 10000 black pixels (100 megapixels). */
export function decompressionBombPng(): Buffer {
  const size = 10_000;
  const rows = Buffer.alloc((1 + size / 8) * size); // 1-bit grey, filter 0: every byte zero
  return pngOf(size, size, [1, 0], deflateSync(rows, { level: 9 }));
}

/**
 * Issue 31's SVG: declared ISO-2022-JP, whose `ESC $ B` turns the comment opener into
 * two-byte text for a checker reading it as ASCII but not for a browser, so the script
 * after it looked commented out to the old checker.
 */
export function iso2022jpSvg(): Buffer {
  return Buffer.concat([
    Buffer.from('<?xml version="1.0" encoding="ISO-2022-JP"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20">', 'latin1'),
    Buffer.from([0x1b, 0x24, 0x42]),
    Buffer.from('<!--', 'latin1'),
    Buffer.from([0x1b, 0x28, 0x42]),
    Buffer.from('<script>alert(document.domain)</script><!-- --></svg>\n', 'latin1'),
  ]);
}
