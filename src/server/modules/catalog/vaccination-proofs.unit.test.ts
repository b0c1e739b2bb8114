import { describe, expect, it } from 'vitest';
import { VACCINATION_PROOF_MAX_BYTES } from '@shared/contracts/vaccinations';
import { pngChunk, solidPng, svgOf, tinyJpeg, tinyWebp } from '../../test/images';
import { prepareVaccinationProof, sniffProofType } from './vaccination-proofs';

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe('a vaccination proof, by its content', () => {
  it.each([
    ['image/png', solidPng()],
    ['image/jpeg', tinyJpeg()],
    ['image/webp', tinyWebp()],
    ['application/pdf', pdf()],
  ])('takes %s', async (type, bytes) => {
    expect(sniffProofType(bytes)).toBe(type);
    expect(await prepareVaccinationProof(bytes, type)).toMatchObject({ ok: true, contentType: type });
  });

  it('refuses an SVG, text, and a file declared as another type than it is', async () => {
    expect(await prepareVaccinationProof(svgOf(), 'image/svg+xml')).toEqual({ ok: false, refusal: 'type' });
    expect(await prepareVaccinationProof(Buffer.from('certificate: yes'), 'application/pdf')).toEqual({ ok: false, refusal: 'type' });
    expect(await prepareVaccinationProof(pdf(), 'image/png')).toEqual({ ok: false, refusal: 'type' });
    expect(await prepareVaccinationProof(solidPng(), 'application/pdf')).toEqual({ ok: false, refusal: 'type' });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(VACCINATION_PROOF_MAX_BYTES)]);
    expect(await prepareVaccinationProof(big, 'application/pdf')).toEqual({ ok: false, refusal: 'tooLarge' });
  });

  it("takes a photo's metadata out and keeps a PDF byte for byte", async () => {
    const photo = solidPng({ extraChunks: [pngChunk('tEXt', 'Location\u0000Hamilton vet clinic')] });
    const prepared = await prepareVaccinationProof(photo, 'image/png');
    expect(prepared.ok).toBe(true);
    expect(prepared.ok && prepared.bytes.includes('Hamilton')).toBe(false);
    const document = pdf();
    expect(await prepareVaccinationProof(document, 'application/pdf')).toEqual({ ok: true, contentType: 'application/pdf', bytes: document });
  });
});
