import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploadedImages } from './catalog.schema';

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
