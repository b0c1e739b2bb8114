import { VACCINATION_PROOF_MAX_BYTES, vaccinationProofTypes, type VaccinationProofType } from '@shared/contracts/vaccinations';
import { sniffImageType, withoutMetadata } from './product-images';

/**
 * What a vaccination proof may be (D22): a photo (PNG, JPEG, WebP) or a PDF of the vet's
 * certificate, at most 5 MB, checked by its content and never by the declared type
 * alone. A photo is encoded again without its metadata (where and when it was taken)
 * before it is stored. Bytes in, the bytes to store or why not. No SVG: a certificate is
 * a picture or a document, and an SVG is a document that can act.
 */
export type ProofRefusal = 'tooLarge' | 'type' | 'tooManyPixels';
export type PreparedProof = { ok: true; contentType: VaccinationProofType; bytes: Buffer } | { ok: false; refusal: ProofRefusal };

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

export const isVaccinationProofType = (value: string): value is VaccinationProofType =>
  (vaccinationProofTypes as readonly string[]).includes(value);

export function sniffProofType(bytes: Buffer): VaccinationProofType | undefined {
  if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'application/pdf';
  return sniffImageType(bytes);
}

export async function prepareVaccinationProof(bytes: Buffer, declaredType: string): Promise<PreparedProof> {
  if (bytes.length > VACCINATION_PROOF_MAX_BYTES) return { ok: false, refusal: 'tooLarge' };
  const type = sniffProofType(bytes);
  if (type === undefined || type !== declaredType) return { ok: false, refusal: 'type' };
  if (type === 'application/pdf') return { ok: true, contentType: type, bytes };
  const stripped = await withoutMetadata(type, bytes);
  if (stripped === 'tooManyPixels') return { ok: false, refusal: stripped };
  return stripped ? { ok: true, contentType: type, bytes: stripped } : { ok: false, refusal: 'type' };
}
