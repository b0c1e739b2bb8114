import * as z from 'zod';

/** The one error shape every API failure uses: `{ error: { code, message, fields? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages for a 422, keyed by the field's path ("items.0.quantity"). */
    fields: z.record(z.string(), z.string()).optional(),
    /** The product a refusal is about (409 OUT_OF_STOCK), so the cart can mark its line. */
    productId: z.number().int().optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
