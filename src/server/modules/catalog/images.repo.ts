import { and, eq, inArray, isNull, like, lt, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { products, productVariants, uploadedImageRenditions, uploadedImages } from './catalog.schema';

export type UploadedImageRow = typeof uploadedImages.$inferSelect;
export type NewUploadedImage = typeof uploadedImages.$inferInsert;

/** Stores an upload under its hash; the same bytes uploaded again are already there, and stay as they were. */
export async function insertUploadedImage(db: Executor, image: NewUploadedImage): Promise<void> {
  await db.insert(uploadedImages).values(image).onConflictDoNothing({ target: uploadedImages.sha256 });
}

export async function findUploadedImage(db: Executor, sha256: string): Promise<UploadedImageRow | undefined> {
  const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.sha256, sha256));
  return row;
}

/** An upload's type, without reading its bytes. */
export async function findUploadedImageType(db: Executor, sha256: string): Promise<{ contentType: string } | undefined> {
  const [row] = await db.select({ contentType: uploadedImages.contentType }).from(uploadedImages).where(eq(uploadedImages.sha256, sha256));
  return row;
}

/**
 * Stores the renditions of an upload (stored already) and which width each is; those
 * already there (the same picture uploaded again) stay as they were.
 */
export async function insertRenditions(
  db: Executor,
  originalSha256: string,
  renditions: ReadonlyArray<{ width: number; image: NewUploadedImage }>,
): Promise<void> {
  if (renditions.length === 0) return;
  await db.insert(uploadedImages).values(renditions.map((each) => each.image)).onConflictDoNothing({ target: uploadedImages.sha256 });
  await db
    .insert(uploadedImageRenditions)
    .values(renditions.map((each) => ({ originalSha256, width: each.width, renditionSha256: each.image.sha256 })))
    .onConflictDoNothing();
}

/** The renditions of these uploads, narrowest first. */
export async function findRenditionsOf(
  db: Executor,
  originalSha256s: readonly string[],
): Promise<Array<{ originalSha256: string; width: number; renditionSha256: string; contentType: string }>> {
  if (originalSha256s.length === 0) return [];
  return db
    .select({
      originalSha256: uploadedImageRenditions.originalSha256,
      width: uploadedImageRenditions.width,
      renditionSha256: uploadedImageRenditions.renditionSha256,
      contentType: uploadedImages.contentType,
    })
    .from(uploadedImageRenditions)
    .innerJoin(uploadedImages, eq(uploadedImages.sha256, uploadedImageRenditions.renditionSha256))
    .where(inArray(uploadedImageRenditions.originalSha256, [...new Set(originalSha256s)]))
    .orderBy(uploadedImageRenditions.originalSha256, uploadedImageRenditions.width);
}

/**
 * The uploaded images (not the proofs, which share the table) that have no renditions and
 * are none themselves: those uploaded before renditions were made. Their names only; the
 * bytes are read one at a time.
 */
export async function findImagesWithoutRenditions(db: Executor): Promise<string[]> {
  const isRendition = db.select({ sha256: uploadedImageRenditions.renditionSha256 }).from(uploadedImageRenditions);
  const rows = await db
    .select({ sha256: uploadedImages.sha256 })
    .from(uploadedImages)
    .leftJoin(uploadedImageRenditions, eq(uploadedImageRenditions.originalSha256, uploadedImages.sha256))
    .where(and(isNull(uploadedImageRenditions.originalSha256), not(like(uploadedImages.sha256, 'proof:%')), not(inArray(uploadedImages.sha256, isRendition))))
    .orderBy(uploadedImages.sha256);
  return rows.map((row) => row.sha256);
}

/** The bytes stored for one account's uploads, and for every upload together (the sizes only, never the bytes). */
export async function sumUploadedBytes(db: Executor, uploadedBy: string): Promise<{ account: number; shop: number }> {
  const [row] = await db
    .select({
      account: sql<string>`coalesce(sum(${uploadedImages.byteSize}) filter (where ${uploadedImages.uploadedBy} = ${uploadedBy}), 0)`,
      shop: sql<string>`coalesce(sum(${uploadedImages.byteSize}), 0)`,
    })
    .from(uploadedImages);
  return { account: Number(row?.account ?? 0), shop: Number(row?.shop ?? 0) };
}

/** The uploads stored before `instant` (names and types, never the bytes). */
export async function findUploadsCreatedBefore(db: Executor, instant: Date): Promise<Array<{ sha256: string; contentType: string }>> {
  return db.select({ sha256: uploadedImages.sha256, contentType: uploadedImages.contentType }).from(uploadedImages).where(lt(uploadedImages.createdAt, instant));
}

/** Every image address a product or a variant shows today. */
export async function findProductImagePaths(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ path: products.imagePath })
    .from(products)
    .union(db.select({ path: sql<string>`${productVariants.imagePath}` }).from(productVariants).where(sql`${productVariants.imagePath} is not null`));
  return rows.map((row) => row.path);
}

export async function findAllRenditions(db: Executor): Promise<Array<{ originalSha256: string; renditionSha256: string }>> {
  return db.select({ originalSha256: uploadedImageRenditions.originalSha256, renditionSha256: uploadedImageRenditions.renditionSha256 }).from(uploadedImageRenditions);
}

/** Deletes these uploads if they are still older than `instant`; their copies' links go with them. */
export async function deleteUploads(db: Executor, sha256s: readonly string[], instant: Date): Promise<void> {
  if (sha256s.length === 0) return;
  await db.delete(uploadedImages).where(and(inArray(uploadedImages.sha256, [...sha256s]), lt(uploadedImages.createdAt, instant)));
}
