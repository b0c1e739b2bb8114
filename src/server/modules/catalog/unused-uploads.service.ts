import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { JobHandler } from '../jobs/jobs.service';
import { deleteUploads, findAllRenditions, findProductImagePaths, findUploadsCreatedBefore } from './images.repo';
import { parseMediaFile } from './product-images';
import { cachedFileName, proofKey, scheduleUploadCleanup, UNUSED_UPLOAD_GRACE_MS, type MediaCache } from './uploaded-images.service';

/**
 * What other modules still use, which the catalogue cannot read itself (wired in app.ts):
 * the image addresses of past order lines (checkout), the proofs on vaccination records
 * (pets), the pictures of blog posts (blog) and the photos on report cards (report-cards).
 */
export interface UploadsInUse {
  orderedImagePaths(): Promise<Iterable<string>>;
  proofsOnRecord(): Promise<Iterable<string>>;
  blogImagePaths(): Promise<Iterable<string>>;
  reportCardPhotos(): Promise<Iterable<string>>;
}

export interface UnusedUploadsDeps {
  db: Database;
  mediaCache: MediaCache;
  inUse: UploadsInUse;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Deletes every upload older than the grace period that nothing uses: no product or
 * variant shows it, no order line showed it, no vaccination record names it, no report
 * card shows it, and it is no copy of an upload that is kept. This server's cached copy
 * goes with it; another server's copy is only ever served to an address nothing links to
 * any more. How many it deleted.
 */
export async function forgetUnusedUploads(deps: Omit<UnusedUploadsDeps, 'log'>): Promise<number> {
  const { db } = deps;
  const cutoff = new Date(deps.now().getTime() - UNUSED_UPLOAD_GRACE_MS);
  const candidates = await findUploadsCreatedBefore(db, cutoff);
  if (candidates.length === 0) return 0;
  const productPaths = await findProductImagePaths(db);
  const orderedPaths = await deps.inUse.orderedImagePaths();
  const proofs = await deps.inUse.proofsOnRecord();
  const blogPaths = await deps.inUse.blogImagePaths();
  const cardPhotos = await deps.inUse.reportCardPhotos();
  const renditions = await findAllRenditions(db);

  const kept = new Set<string>();
  for (const path of [...productPaths, ...orderedPaths, ...blogPaths, ...cardPhotos]) {
    const file = path.startsWith('/media/') ? parseMediaFile(path.slice('/media/'.length)) : undefined;
    if (file) kept.add(file.sha256);
  }
  for (const proof of proofs) kept.add(proofKey(proof));
  for (const { originalSha256, renditionSha256 } of renditions) if (kept.has(originalSha256)) kept.add(renditionSha256);

  const unused = candidates.filter((upload) => !kept.has(upload.sha256));
  await deleteUploads(db, unused.map((upload) => upload.sha256), cutoff);
  for (const upload of unused) {
    const name = cachedFileName(upload.sha256, upload.contentType);
    if (name) await deps.mediaCache.forget(name);
  }
  return unused.length;
}

/** The job's handler: deletes the unused uploads, then queues the next day's run. Running it twice acts once. */
export function forgetUnusedUploadsJob(deps: UnusedUploadsDeps): JobHandler {
  return async () => {
    const deleted = await forgetUnusedUploads(deps);
    await scheduleUploadCleanup(deps.db, deps.now());
    if (deleted > 0) deps.log.info({ deleted }, 'unused uploads deleted');
  };
}
