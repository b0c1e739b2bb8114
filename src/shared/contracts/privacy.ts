import * as z from 'zod';
import { customerPageSchema } from './console-customers';

/**
 * A customer's own data (issue 30 item 4, PIPEDA): what the shop keeps about them, as the
 * owner's console sees it, with their consent records. One JSON document sent as a file.
 */
export const consentRecordSchema = z.object({
  topic: z.string(),
  granted: z.boolean(),
  wordingVersion: z.string(),
  source: z.string(),
  phone: z.string().nullable(),
  recordedAt: z.iso.datetime(),
});

export const dataArchiveSchema = customerPageSchema.extend({
  /** The archive's shape, so a reader knows what it holds. */
  format: z.literal('pet-haven-data-archive/1'),
  exportedAt: z.iso.datetime(),
  consents: z.array(consentRecordSchema),
});

/** How many archives one account may ask for in an hour: each reads everything about them. */
export const DATA_ARCHIVES_PER_HOUR = 5;

export type ConsentRecord = z.infer<typeof consentRecordSchema>;
export type DataArchive = z.infer<typeof dataArchiveSchema>;
