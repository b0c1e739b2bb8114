import * as z from 'zod';
import { isValidIsoDate } from '../scheduling/zoned-time';
import { fulfilmentSchema, orderStatusSchema, type Fulfilment } from './orders';

export { fulfilmentStates, fulfilmentSchema } from './orders';
export type { Fulfilment };
import { lineText } from './text';

/**
 * The owner console's orders (issue 13 item 1): a list with search and filters, and one
 * order with its lines, totals, payment reference, fulfilment and history. Goods are
 * handed over in person: paid → ready for pickup (the customer is emailed) → picked up.
 */

export const CONSOLE_ORDERS_PAGE_SIZE = 50;

const invalidDate = 'errors.console.invalidDate';
const optionalDate = z
  .string()
  .refine((value) => value === '' || isValidIsoDate(value), invalidDate)
  .optional()
  .transform((value) => value || undefined);

export const consoleOrdersQuerySchema = z.object({
  /** Part of the order number or of the customer's email. */
  q: lineText().max(120, 'errors.invalidValue').optional().default(''),
  status: z.union([orderStatusSchema, z.literal('')], { error: 'errors.invalidValue' }).optional().transform((value) => value || undefined),
  /** First and last day, in the shop's time zone, both included. */
  from: optionalDate,
  to: optionalDate,
  /** The next page: orders older than this position (the previous page's nextBefore). */
  before: z.string().regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/, 'errors.invalidValue').optional(),
});

export const consoleOrderSummarySchema = z.object({
  id: z.string(),
  /** A short number: the first 8 characters of the order number the customer's page and receipt show. */
  number: z.string(),
  createdAt: z.iso.datetime(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: orderStatusSchema,
  fulfilment: fulfilmentSchema,
  itemCount: z.number().int(),
  totalCents: z.number().int(),
  total: z.string(),
});

export const consoleOrderPageSchema = z.object({
  orders: z.array(consoleOrderSummarySchema),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.string().nullable(),
});

export const orderHistoryEntrySchema = z.object({
  at: z.iso.datetime(),
  kind: z.enum(['placed', 'paid', 'ready_for_pickup', 'picked_up', 'cancelled', 'expired']),
  actor: z.string(),
});

export const consoleOrderSchema = consoleOrderSummarySchema.extend({
  lines: z.array(
    z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int(), unitPrice: z.string(), lineTotal: z.string() }),
  ),
  subtotal: z.string(),
  tax: z.string(),
  /** "HST (13%)", as the receipt names it. */
  taxName: z.string(),
  paymentProvider: z.string(),
  /** The payment provider's session id, to find the payment there. */
  paymentReference: z.string().nullable(),
  history: z.array(orderHistoryEntrySchema),
});

export const consoleOrderParamsSchema = z.object({ orderId: z.uuid({ error: 'errors.console.unknownOrder' }) });
export const fulfilmentStepSchema = z.object({ step: z.enum(['ready_for_pickup', 'picked_up'], { error: 'errors.invalidValue' }) });

export const orderNumberOf = (id: string) => id.slice(0, 8);

export type ConsoleOrdersQuery = z.output<typeof consoleOrdersQuerySchema>;
export type ConsoleOrderSummary = z.infer<typeof consoleOrderSummarySchema>;
export type ConsoleOrderPage = z.infer<typeof consoleOrderPageSchema>;
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;
