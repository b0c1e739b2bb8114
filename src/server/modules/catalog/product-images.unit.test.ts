import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_MAX_BYTES } from '@shared/contracts/console-catalogue';
import { jpegSegment, pngChunk, solidPng, svgOf, tinyJpeg, tinyWebp, webpChunk, webpOf } from '../../test/images';
import { stripJpegMetadata, stripPngMetadata, stripWebpMetadata } from './image-metadata';
import { parseMediaFile, prepareProductImage, sniffImageType } from './product-images';
import { checkSvg } from './svg-safety';

const pngChunkTypes = (png: Buffer) => {
  const types: string[] = [];
  for (let offset = 8; offset < png.length; offset += 12 + png.readUInt32BE(offset)) types.push(png.toString('latin1', offset + 4, offset + 8));
  return types;
};

const jpegMarkers = (jpeg: Buffer) => {
  const markers: number[] = [];
  for (let offset = 2; jpeg[offset + 1] !== 0xda; offset += 2 + jpeg.readUInt16BE(offset + 2)) markers.push(jpeg[offset + 1]!);
  return markers;
};

const webpChunkTypes = (webp: Buffer) => {
  const types: string[] = [];
  for (let offset = 12; offset < webp.length; offset += 8 + webp.readUInt32LE(offset + 4) + (webp.readUInt32LE(offset + 4) % 2)) {
    types.push(webp.toString('latin1', offset, offset + 4));
  }
  return types;
};

describe('the type of an upload, by its content', () => {
  it.each([
    ['image/png', solidPng()],
    ['image/jpeg', tinyJpeg()],
    ['image/webp', tinyWebp()],
    ['image/svg+xml', svgOf()],
  ])('knows %s by its first bytes', (type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
    expect(prepareProductImage(bytes, type)).toMatchObject({ ok: true, contentType: type });
  });

  it('refuses a PNG declared as a JPEG, and an SVG declared as a PNG', () => {
    expect(prepareProductImage(solidPng(), 'image/jpeg')).toEqual({ ok: false, refusal: 'type' });
    expect(prepareProductImage(svgOf(), 'image/png')).toEqual({ ok: false, refusal: 'type' });
  });

  it('refuses what is no image at all, and a GIF', () => {
    expect(prepareProductImage(Buffer.from('just some text'), 'image/png')).toEqual({ ok: false, refusal: 'type' });
    expect(prepareProductImage(Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/png')).toEqual({ ok: false, refusal: 'type' });
    expect(prepareProductImage(Buffer.alloc(0), 'image/png')).toEqual({ ok: false, refusal: 'type' });
  });

  it('refuses a file over the cap before reading it', () => {
    const big = Buffer.concat([solidPng(), Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]);
    expect(prepareProductImage(big, 'image/png')).toEqual({ ok: false, refusal: 'tooLarge' });
  });

  it('refuses a truncated raster as not the type it claims', () => {
    const png = solidPng();
    expect(prepareProductImage(png.subarray(0, png.length - 6), 'image/png')).toEqual({ ok: false, refusal: 'type' });
    expect(prepareProductImage(tinyJpeg().subarray(0, 30), 'image/jpeg')).toEqual({ ok: false, refusal: 'type' });
    expect(prepareProductImage(tinyWebp().subarray(0, 30), 'image/webp')).toEqual({ ok: false, refusal: 'type' });
  });

  it('names the /media file of an upload, and nothing else', () => {
    const sha = 'a'.repeat(64);
    expect(parseMediaFile(`${sha}.png`)).toEqual({ sha256: sha, extension: 'png' });
    expect(parseMediaFile(`${sha}.gif`)).toBeUndefined();
    expect(parseMediaFile(`${sha.toUpperCase()}.png`)).toBeUndefined();
    expect(parseMediaFile(`../${sha}.png`)).toBeUndefined();
  });
});

describe('PNG metadata', () => {
  it('takes out text, EXIF and time chunks, and keeps the picture byte for byte', () => {
    const plain = solidPng();
    const tagged = solidPng({
      extraChunks: [
        pngChunk('tEXt', 'Author\0Someone'),
        pngChunk('zTXt', 'Comment\0\0xx'),
        pngChunk('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0<x/>'),
        pngChunk('eXIf', 'MM\0*'),
        pngChunk('tIME', Buffer.from([7, 0xe8, 1, 2, 3, 4, 5])),
        pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      ],
    });
    const stripped = stripPngMetadata(tagged)!;
    expect(pngChunkTypes(stripped)).toEqual(['IHDR', 'gAMA', 'IDAT', 'IEND']);
    expect(stripPngMetadata(plain)).toEqual(plain);
  });

  it('refuses a PNG whose first chunk is not its header', () => {
    const png = solidPng();
    const headerless = Buffer.concat([png.subarray(0, 8), png.subarray(8 + 25)]);
    expect(stripPngMetadata(headerless)).toBeUndefined();
  });
});

describe('JPEG metadata', () => {
  const [soi, app0] = [tinyJpeg().subarray(0, 2), tinyJpeg().subarray(2, 20)];
  const rest = tinyJpeg().subarray(20);
  const tagged = Buffer.concat([
    soi,
    app0,
    jpegSegment(0xe1, 'Exif\0\0MM\0*'),
    jpegSegment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x/>'),
    jpegSegment(0xe2, 'ICC_PROFILE\0\x01\x01profile'),
    jpegSegment(0xed, 'Photoshop 3.0\0'),
    jpegSegment(0xee, 'Adobe\0\x64\0\0\0\0\x01'),
    jpegSegment(0xfe, 'a comment'),
    rest,
  ]);

  it('takes out APP1–APP15 and comments, keeps JFIF, the colour profile and transform, and the image data', () => {
    const stripped = stripJpegMetadata(tagged)!;
    expect(jpegMarkers(stripped)).toEqual([0xe0, 0xe2, 0xee, 0xdb, 0xdb, 0xc0, 0xc4, 0xc4, 0xc4, 0xc4]);
    expect(stripped.subarray(-rest.length)).toEqual(rest);
    expect(stripJpegMetadata(tinyJpeg())).toEqual(tinyJpeg());
  });

  it('refuses a segment that runs past the end of the file', () => {
    expect(stripJpegMetadata(Buffer.concat([soi, jpegSegment(0xe1, 'Exif').subarray(0, 5)]))).toBeUndefined();
  });
});

describe('WebP metadata', () => {
  const picture = tinyWebp().subarray(12);
  /** VP8X: flags, then canvas width-1 and height-1 (24 bits each). */
  const vp8x = (flags: number) => webpChunk('VP8X', Buffer.from([flags, 0, 0, 0, 1, 0, 0, 1, 0, 0]));

  it('takes out the EXIF and XMP chunks and the flags that announce them', () => {
    const tagged = webpOf([vp8x(0x08 | 0x04 | 0x10), webpChunk('ALPH', 'aa'), picture, webpChunk('EXIF', 'MM\0*odd'), webpChunk('XMP ', '<x/>')]);
    const stripped = stripWebpMetadata(tagged)!;
    expect(webpChunkTypes(stripped)).toEqual(['VP8X', 'ALPH', 'VP8 ']);
    expect(stripped[20]).toBe(0x10);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect(stripWebpMetadata(tinyWebp())).toEqual(tinyWebp());
  });

  it('refuses a RIFF size that does not match the file', () => {
    const broken = Buffer.from(tinyWebp());
    broken.writeUInt32LE(broken.length + 100, 4);
    expect(stripWebpMetadata(broken)).toBeUndefined();
  });
});

describe('SVG safety', () => {
  it.each([
    ['a plain drawing', svgOf()],
    ['local references: a gradient by href and by url(#…)', svgOf('<defs><linearGradient id="g"/></defs><use href="#g"/><use xlink:href="#g"/><rect fill="url(#g)" style="fill: url( \'#g\' )"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"')],
    ['a style sheet in CDATA, comments and a title', svgOf('<!-- drawn by hand --><title>A &amp; B</title><style><![CDATA[ circle { fill: #3a7 } ]]></style><circle r="1"/>')],
    ['no XML declaration and a byte order mark', Buffer.from('\uFEFF<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>')],
  ])('accepts %s', (_label, bytes) => {
    expect(checkSvg(bytes)).toBe('safe');
  });

  it.each([
    ['a script', svgOf('<script>alert(1)</script>')],
    ['a namespaced script', svgOf('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>')],
    ['an onload handler', svgOf('', ' onload="alert(1)"')],
    ['an ONCLICK handler in capitals', svgOf('<rect ONCLICK="alert(1)"/>')],
    ['foreign content', svgOf('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>')],
    ['a DOCTYPE', Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>')],
    ['an external href', svgOf('<image href="https://example.com/a.png"/>')],
    ['an external xlink:href', svgOf('<use xlink:href="other.svg#a"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"')],
    ['a javascript: link', svgOf('<a href="javascript:alert(1)"><circle r="1"/></a>')],
    ['a javascript: link hidden in character references', svgOf('<a href="&#106;avascript:alert(1)"><circle r="1"/></a>')],
    ['a data: image', svgOf('<image href="data:image/png;base64,AAAA"/>')],
    ['an external url() in an attribute', svgOf('<rect fill="url(https://example.com/x.svg#g)"/>')],
    ['an external url() in a style sheet', svgOf('<style>rect { fill: url("https://example.com/p") }</style>')],
    ['an @import', svgOf('<style>@import "https://example.com/a.css";</style>')],
    ['a CSS escape', svgOf('<style>rect { background: u\\72l(https://example.com) }</style>')],
    ['an animation that rewrites a link', svgOf('<a href="#a"><set attributeName="href" to="javascript:alert(1)"/></a>')],
    ['a style sheet processing instruction', Buffer.from('<?xml-stylesheet href="https://example.com/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s as unsafe', (_label, bytes) => {
    expect(checkSvg(bytes)).toBe('unsafe');
  });

  it.each([
    ['an HTML page', Buffer.from('<html><body>hi</body></html>')],
    ['an <svg> without the SVG namespace', Buffer.from('<svg viewBox="0 0 1 1"><circle r="1"/></svg>')],
    ['mismatched tags', svgOf('<g><circle r="1"></g></circle>')],
    ['an unclosed root', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g>')],
    ['two roots', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['text after the root', Buffer.concat([svgOf(), Buffer.from('hello')])],
    ['an undefined entity', svgOf('<text>&nbsp;</text>')],
    ['a bare ampersand', svgOf('<text>A & B</text>')],
    ['bytes that are not UTF-8', Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>'), Buffer.from([0xff, 0xfe]), Buffer.from('</text></svg>')])],
  ])('refuses %s as no SVG', (_label, bytes) => {
    expect(checkSvg(bytes)).toBe('notSvg');
  });

  it('reads a path longer than any buffer it might have sliced', () => {
    const path = `M0 0${' l1 1'.repeat(40_000)}`;
    expect(checkSvg(svgOf(`<path d="${path}"/>`))).toBe('safe');
  });

  it('says an unsafe SVG upload is unsafe, not of the wrong type', () => {
    expect(prepareProductImage(svgOf('<script>alert(1)</script>'), 'image/svg+xml')).toEqual({ ok: false, refusal: 'unsafeSvg' });
    expect(prepareProductImage(Buffer.from('<html></html>'), 'image/svg+xml')).toEqual({ ok: false, refusal: 'type' });
  });
});
