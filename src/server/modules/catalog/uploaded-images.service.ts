import { createHash } from 'node:crypto';
import { consoleMessages, type UploadedImage } from '@shared/contracts/console-catalogue';
import { PROOF_STORAGE_PER_ACCOUNT_BYTES, proofExtensions, vaccinationMessages, type UploadedProof, type VaccinationProofType } from '@shared/contracts/vaccinations';
import type { ImageRendition } from '@shared/contracts/products';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { enqueueJob } from '../jobs/jobs.service';
import {
  findImagesWithoutRenditions,
  findRenditionsOf,
  findUploadedImage,
  findUploadedImageType,
  insertRenditions,
  insertUploadedImage,
  sumUploadedBytes,
} from './images.repo';
import {
  imageExtensions,
  isProductImageType,
  makeRenditions,
  mediaPath,
  parseMediaFile,
  prepareProductImage,
  productImageTypeOf,
  type ImageRefusal,
  type ProductImageType,
  type Rendition,
} from './product-images';
import { isVaccinationProofType, prepareVaccinationProof, type ProofRefusal } from './vaccination-proofs';
import type { CachedFile, MediaCache } from './media-cache';

export type { CachedFile, MediaCache } from './media-cache';

/**
 * Uploaded product images (D22): checked by content and encoded again without their
 * metadata, then stored in the database under the SHA-256 of the stored bytes, so every
 * app server serves the same file and its address can be cached for ever.
 */

const refusals: Record<ImageRefusal, () => AppError> = {
  tooLarge: () => imageTooLarge(),
  type: () => new AppError(422, 'IMAGE_TYPE', consoleMessages.imageType),
  tooManyPixels: () => new AppError(422, 'IMAGE_TOO_MANY_PIXELS', consoleMessages.imageTooManyPixels),
};

export const imageTooLarge = () => new AppError(413, 'IMAGE_TOO_LARGE', consoleMessages.imageTooLarge);

/**
 * Stores an upload and its renditions (issue 28) together: the shop never names a picture
 * whose smaller copies are missing, and the same picture uploaded again changes nothing.
 * The owner's pictures are never refused for the shop's storage; a provider's report-card
 * photos are, with `shopFull`'s answer, as customers' proofs are (ADR 0032).
 */
export async function storeProductImage(
  db: Database,
  upload: { bytes: Buffer; declaredType: string; uploadedBy: string; at: Date },
  options: { shopFull?: () => AppError } = {},
): Promise<UploadedImage> {
  const prepared = await prepareProductImage(upload.bytes, upload.declaredType);
  if (!prepared.ok) throw refusals[prepared.refusal]();
  const { bytes, contentType } = prepared;
  if (options.shopFull && (await sumUploadedBytes(db, upload.uploadedBy)).shop + bytes.length > SHOP_UPLOAD_STORAGE_BYTES) throw options.shopFull();
  const renditions = await makeRenditions(bytes);
  if (!renditions) throw refusals.type();
  const sha256 = sha256Of(bytes);
  await db.transaction(async (tx) => {
    await insertUploadedImage(tx, { sha256, contentType, byteSize: bytes.length, bytes, uploadedBy: upload.uploadedBy, createdAt: upload.at });
    await insertRenditions(tx, sha256, renditionRows(renditions, upload.uploadedBy, upload.at));
    await scheduleUploadCleanup(tx, upload.at);
  });
  return { src: mediaPath(sha256, contentType), contentType, byteSize: bytes.length };
}

// ---- Unused uploads (issue 31): deleted by a job once their grace period is over ----

/** The job that deletes the uploads nothing shows or keeps any more (unused-uploads.service.ts). */
export const FORGET_UNUSED_UPLOADS_JOB = 'forget-unused-uploads';

/**
 * How long an upload nothing uses is kept: the console uploads a picture before the
 * product is saved, a customer a proof before the record; a day covers any form left open.
 */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Makes sure the job runs once this upload's grace period is over: at most one a day (its
 * key is the day it runs), and each run queues the next day's, so later uploads are
 * deleted by a run at most a day after their own grace period.
 */
export function scheduleUploadCleanup(db: Executor, after: Date): Promise<boolean> {
  const runAt = new Date(after.getTime() + UNUSED_UPLOAD_GRACE_MS + 60 * 60 * 1000);
  return enqueueJob(db, { kind: FORGET_UNUSED_UPLOADS_JOB, payload: {}, runAt, uniqueKey: `${FORGET_UNUSED_UPLOADS_JOB}:${runAt.toISOString().slice(0, 10)}` });
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const renditionRows = (renditions: readonly Rendition[], uploadedBy: string | null, createdAt?: Date) =>
  renditions.map(({ width, bytes }) => ({
    width,
    image: { sha256: sha256Of(bytes), contentType: 'image/webp', byteSize: bytes.length, bytes, uploadedBy, ...(createdAt ? { createdAt } : {}) },
  }));

/**
 * The srcset of each uploaded picture among `srcs` (product image addresses), narrowest
 * first; a demo picture under public/, or an upload without renditions, has none.
 */
export async function productImageSrcsets(db: Executor, srcs: Iterable<string>): Promise<Map<string, ImageRendition[]>> {
  const originals = new Map<string, string>();
  for (const src of srcs) {
    const file = src.startsWith('/media/') ? parseMediaFile(src.slice('/media/'.length)) : undefined;
    if (file) originals.set(file.sha256, src);
  }
  const srcsets = new Map<string, ImageRendition[]>();
  for (const row of await findRenditionsOf(db, [...originals.keys()])) {
    if (!isProductImageType(row.contentType)) continue;
    const src = originals.get(row.originalSha256)!;
    srcsets.set(src, [...(srcsets.get(src) ?? []), { src: mediaPath(row.renditionSha256, row.contentType), width: row.width }]);
  }
  return srcsets;
}

/**
 * Makes the renditions of every upload that has none (those uploaded before renditions
 * were made, issue 28), one at a time: `npm run admin -- make-image-renditions`. Safe to
 * run again, and while the servers run; the shop shows them at its next answer.
 */
export async function makeMissingRenditions(db: Database): Promise<{ made: number; failed: string[] }> {
  let made = 0;
  const failed: string[] = [];
  for (const sha256 of await findImagesWithoutRenditions(db)) {
    const original = await findUploadedImage(db, sha256);
    const renditions = original && isProductImageType(original.contentType) ? await makeRenditions(original.bytes) : undefined;
    if (!renditions) {
      failed.push(sha256);
      continue;
    }
    await db.transaction((tx) => insertRenditions(tx, sha256, renditionRows(renditions, original!.uploadedBy)));
    made += 1;
  }
  return { made, failed };
}

/**
 * The upload a /media file name names, if it exists under that extension, streamed from
 * this server's cache (D32): the database is read only the first time this server serves it.
 */
export async function openMediaFile(
  db: Executor,
  cache: MediaCache,
  name: string,
): Promise<{ sha256: string; contentType: ProductImageType; file: CachedFile } | undefined> {
  const parsed = parseMediaFile(name);
  if (!parsed) return undefined;
  const file = await cache.open(name, async () => (await findNamed(name, (sha256) => findUploadedImage(db, sha256)))?.bytes);
  return file && { sha256: parsed.sha256, contentType: productImageTypeOf(parsed.extension), file };
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
export const proofKey = (sha256: string) => `proof:${sha256}`;

const proofRefusals: Record<ProofRefusal, () => AppError> = {
  tooLarge: () => proofTooLarge(),
  type: () => new AppError(422, 'PROOF_TYPE', vaccinationMessages.proofType),
  tooManyPixels: () => new AppError(422, 'PROOF_TOO_MANY_PIXELS', vaccinationMessages.proofTooManyPixels),
};

export const proofTooLarge = () => new AppError(413, 'PROOF_TOO_LARGE', vaccinationMessages.proofTooLarge);

/**
 * Every upload together (the owner's pictures and their copies, the customers' proofs)
 * before customers' proofs are refused: the data folder or the database cannot be filled
 * by accounts anyone may open. The owner's own uploads are never refused by it.
 */
export const SHOP_UPLOAD_STORAGE_BYTES = 5 * 1024 * 1024 * 1024;

export async function storeVaccinationProof(
  db: Database,
  upload: { bytes: Buffer; declaredType: string; uploadedBy: string; at: Date },
): Promise<UploadedProof> {
  const prepared = await prepareVaccinationProof(upload.bytes, upload.declaredType);
  if (!prepared.ok) throw proofRefusals[prepared.refusal]();
  const { bytes, contentType } = prepared;
  const used = await sumUploadedBytes(db, upload.uploadedBy);
  if (used.account + bytes.length > PROOF_STORAGE_PER_ACCOUNT_BYTES) throw new AppError(413, 'ACCOUNT_STORAGE_FULL', vaccinationMessages.accountStorageFull);
  if (used.shop + bytes.length > SHOP_UPLOAD_STORAGE_BYTES) throw new AppError(413, 'SHOP_STORAGE_FULL', vaccinationMessages.shopStorageFull);
  const sha256 = sha256Of(bytes);
  await db.transaction(async (tx) => {
    await insertUploadedImage(tx, { sha256: proofKey(sha256), contentType, byteSize: bytes.length, bytes, uploadedBy: upload.uploadedBy, createdAt: upload.at });
    await scheduleUploadCleanup(tx, upload.at);
  });
  return { proof: sha256, contentType, byteSize: bytes.length };
}

/** Whether a proof of that SHA-256 was uploaded. */
export async function proofExists(db: Executor, sha256: string): Promise<boolean> {
  return (await findUploadedImageType(db, proofKey(sha256))) !== undefined;
}

/** A proof's type and file (from this server's cache, D32), for the route that checks who may see it. */
export async function openVaccinationProof(
  db: Executor,
  cache: MediaCache,
  sha256: string,
): Promise<{ contentType: VaccinationProofType; file: CachedFile } | undefined> {
  const contentType = proofTypes.get(sha256) ?? (await findUploadedImageType(db, proofKey(sha256)))?.contentType;
  if (!contentType || !isVaccinationProofType(contentType)) return undefined;
  const file = await cache.open(proofCacheName(sha256, contentType), async () => (await findUploadedImage(db, proofKey(sha256)))?.bytes);
  if (file) rememberProofType(sha256, contentType);
  return file && { contentType, file };
}

/**
 * The types of the proofs this process has served: a proof's type follows from its bytes,
 * which its name fixes, so it never changes and a repeated fetch need not ask again.
 */
const proofTypes = new Map<string, VaccinationProofType>();
const PROOF_TYPES_KEPT = 10_000;

function rememberProofType(sha256: string, contentType: VaccinationProofType): void {
  if (proofTypes.size >= PROOF_TYPES_KEPT) proofTypes.clear();
  proofTypes.set(sha256, contentType);
}

/** A proof's name in the cache; never a /media name, which is a bare SHA-256. */
const proofCacheName = (sha256: string, contentType: VaccinationProofType) => `proof-${sha256}.${proofExtensions[contentType]}`;

/** The name an upload (by its key, `<sha256>` or `proof:<sha256>`) has in a server's cache; undefined for a type never served. */
export function cachedFileName(key: string, contentType: string): string | undefined {
  if (key.startsWith('proof:')) return isVaccinationProofType(contentType) ? proofCacheName(key.slice('proof:'.length), contentType) : undefined;
  return isProductImageType(contentType) ? mediaPath(key, contentType).slice('/media/'.length) : undefined;
}
