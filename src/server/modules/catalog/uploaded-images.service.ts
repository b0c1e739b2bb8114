import { createHash } from 'node:crypto';
import { consoleMessages, type UploadedImage } from '@shared/contracts/console-catalogue';
import { vaccinationMessages, type UploadedProof, type VaccinationProofType } from '@shared/contracts/vaccinations';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findUploadedImage, findUploadedImageType, insertUploadedImage } from './images.repo';
import { imageExtensions, isProductImageType, mediaPath, parseMediaFile, prepareProductImage, type ImageRefusal, type ProductImageType } from './product-images';
import { isVaccinationProofType, prepareVaccinationProof, type ProofRefusal } from './vaccination-proofs';

/**
 * Uploaded product images (D22): checked by content and encoded again without their
 * metadata, then stored in the database under the SHA-256 of the stored bytes, so every
 * app server serves the same file and its address can be cached for ever.
 */

const refusals: Record<ImageRefusal, () => AppError> = {
  tooLarge: () => imageTooLarge(),
  type: () => new AppError(422, 'IMAGE_TYPE', consoleMessages.imageType),
};

export const imageTooLarge = () => new AppError(413, 'IMAGE_TOO_LARGE', consoleMessages.imageTooLarge);

export async function storeProductImage(
  db: Executor,
  upload: { bytes: Buffer; declaredType: string; uploadedBy: string },
): Promise<UploadedImage> {
  const prepared = await prepareProductImage(upload.bytes, upload.declaredType);
  if (!prepared.ok) throw refusals[prepared.refusal]();
  const { bytes, contentType } = prepared;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await insertUploadedImage(db, { sha256, contentType, byteSize: bytes.length, bytes, uploadedBy: upload.uploadedBy });
  return { src: mediaPath(sha256, contentType), contentType, byteSize: bytes.length };
}

/** The upload a /media file name names, if it exists under that extension. */
export async function mediaFile(db: Executor, name: string): Promise<{ sha256: string; contentType: ProductImageType; bytes: Buffer } | undefined> {
  return findNamed(name, (sha256) => findUploadedImage(db, sha256));
}

/** Whether a product's image address (`/media/<sha256>.<ext>`) names an upload that exists. */
export async function isUploadedImage(db: Executor, src: string): Promise<boolean> {
  return src.startsWith('/media/') && (await findNamed(src.slice('/media/'.length), (sha256) => findUploadedImageType(db, sha256))) !== undefined;
}

async function findNamed<Row extends { contentType: string }>(
  name: string,
  find: (sha256: string) => Promise<Row | undefined>,
): Promise<(Row & { sha256: string; contentType: ProductImageType }) | undefined> {
  const file = parseMediaFile(name);
  const row = file && (await find(file.sha256));
  if (!file || !row || !isProductImageType(row.contentType) || imageExtensions[row.contentType] !== file.extension) return undefined;
  return { ...row, sha256: file.sha256, contentType: row.contentType };
}

// ---- Vaccination proofs (D22): stored like the images, served to nobody by /media ----

/**
 * A proof lives in the same table as the images, under `proof:<sha256>`: /media only
 * serves names that are a bare SHA-256, so no public address can reach a proof, and the
 * same picture uploaded as a product image and as a proof stays two separate files. The
 * pets module serves it, to the pet's owner and the staff only.
 */
const proofKey = (sha256: string) => `proof:${sha256}`;

const proofRefusals: Record<ProofRefusal, () => AppError> = {
  tooLarge: () => proofTooLarge(),
  type: () => new AppError(422, 'PROOF_TYPE', vaccinationMessages.proofType),
};

export const proofTooLarge = () => new AppError(413, 'PROOF_TOO_LARGE', vaccinationMessages.proofTooLarge);

export async function storeVaccinationProof(
  db: Executor,
  upload: { bytes: Buffer; declaredType: string; uploadedBy: string },
): Promise<UploadedProof> {
  const prepared = await prepareVaccinationProof(upload.bytes, upload.declaredType);
  if (!prepared.ok) throw proofRefusals[prepared.refusal]();
  const { bytes, contentType } = prepared;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await insertUploadedImage(db, { sha256: proofKey(sha256), contentType, byteSize: bytes.length, bytes, uploadedBy: upload.uploadedBy });
  return { proof: sha256, contentType, byteSize: bytes.length };
}

/** Whether a proof of that SHA-256 was uploaded. */
export async function proofExists(db: Executor, sha256: string): Promise<boolean> {
  return (await findUploadedImageType(db, proofKey(sha256))) !== undefined;
}

/** A proof's bytes and type, for the route that checks who may see it. */
export async function vaccinationProof(db: Executor, sha256: string): Promise<{ contentType: VaccinationProofType; bytes: Buffer } | undefined> {
  const row = await findUploadedImage(db, proofKey(sha256));
  return row && isVaccinationProofType(row.contentType) ? { contentType: row.contentType, bytes: row.bytes } : undefined;
}
