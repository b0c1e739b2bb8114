import * as z from 'zod';
import { INT32_MAX } from './text';

/** The owner check (GET /api/console/me): who is running the console. */
export const ownerMeResponseSchema = z.object({ name: z.string(), email: z.string() });

/** The changes the audit log records, as stable codes; the catalogues say them in words. */
export const auditActions = [
  'role.granted',
  'role.revoked',
  'product.created',
  'product.updated',
  'service.created',
  'service.updated',
  'service.waiverPublished',
  'category.created',
  'productCategory.created',
  'productCategory.updated',
  'productCategory.deleted',
  'hours.opening.updated',
  'hours.closure.added',
  'hours.closure.removed',
  'settings.booking.updated',
  'staff.hours.updated',
  'staff.timeOff.added',
  'staff.timeOff.removed',
  'appointment.booked',
  'appointment.cancelled',
  'appointment.reassigned',
  'appointment.rescheduled',
  'appointment.noShow',
  'appointment.depositWaived',
  'appointment.depositRefunded',
  'order.readyForPickup',
  'order.pickedUp',
  'order.refunded',
  'customer.note.added',
  'pet.note.added',
  'pet.vaccination.verified',
  'translation.updated',
  'shopText.updated',
  'blogPost.created',
  'blogPost.updated',
  'reportCards.checksSaved',
  'newsCampaign.created',
  'newsCampaign.sent',
  'privacy.archiveDownloaded',
  'privacy.accountClosed',
  'storeCredit.adjusted',
  'giftCard.issued',
  'giftCard.voided',
  'giftCard.sold',
  'discountCode.created',
  'discountCode.updated',
  'discountCode.archived',
] as const;

/**
 * What an update records in its details: each changed field, before and after
 * (`{ changes: { priceCents: [780, 850] } }`), so the log can say "price $7.80 → $8.50".
 */
export type AuditChanges = Record<string, [unknown, unknown]>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor: z.string(),
  action: z.enum(auditActions),
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
});

export const AUDIT_PAGE_SIZE = 50;

/** The kinds of entry the log can be narrowed to: `privacy`, the customers' data archives and closed accounts (issue 30). */
export const auditKinds = { privacy: ['privacy.archiveDownloaded', 'privacy.accountClosed'] } as const satisfies Record<string, readonly (typeof auditActions)[number][]>;
export type AuditKind = keyof typeof auditKinds;

export const auditQuerySchema = z.object({
  /** Older than this event id: the next page. */
  before: z.coerce.number({ error: 'errors.invalidValue' }).int('errors.invalidValue').positive('errors.invalidValue').max(INT32_MAX, 'errors.invalidValue').optional(),
});

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `before` for the next, older page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});

export type OwnerMe = z.infer<typeof ownerMeResponseSchema>;
export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
