import * as z from 'zod';
import { appointmentSchema, isoDateSchema } from './booking';
import { waiverAcceptedSchema } from './waivers';
import { appointmentCursorSchema, pageLimitSchema } from './paging';

export { providerMessages } from './provider-messages';

/**
 * One appointment as the provider assigned to it sees it: the owner's appointment
 * without its prices and provider, with the service's name and the owner's name.
 */
export const providerAppointmentSchema = appointmentSchema
  .pick({
    id: true,
    date: true,
    time: true,
    startsAt: true,
    petName: true,
    petType: true,
    petBreed: true,
    petAge: true,
    specialInstructions: true,
    status: true,
  })
  .extend({
    serviceName: z.string(),
    ownerName: z.string(),
    /** True when the owner gave this appointment to this provider (issue 13: providers see reassignments). */
    reassignedToYou: z.boolean(),
    /** The pet's acceptance of the service's waiver that covers this visit; absent for none (issue 29). */
    waiver: waiverAcceptedSchema.optional(),
    /** True once the visit's report card is written (issue 29); absent before. */
    reportCardWritten: z.literal(true).optional(),
  });

export const providerMeResponseSchema = z.object({ providerId: z.number().int(), displayName: z.string() });

export const providerAppointmentListResponseSchema = z.object({ appointments: z.array(providerAppointmentSchema) });

/** GET /api/provider/appointments (issue 15): a page at a time, upcoming soonest first, then older latest first. */
export const providerAppointmentPageQuerySchema = z.object({ limit: pageLimitSchema, cursor: appointmentCursorSchema.optional() });

export const providerAppointmentPageSchema = providerAppointmentListResponseSchema.extend({
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** The next page holds appointments that have started or passed. */
  nextIsOlder: z.boolean(),
});

export const providerDashboardResponseSchema = z.object({
  /** Today in the business time zone. */
  today: isoDateSchema,
  todayAppointments: z.array(providerAppointmentSchema),
  /** The next seven days after today. */
  weekAppointments: z.array(providerAppointmentSchema),
  counts: z.object({ today: z.number().int(), week: z.number().int() }),
});

export const providerStatusChangeParamsSchema = z.object({
  appointmentId: z.uuid({ error: 'errors.booking.unknownAppointment' }),
  /** No-show (issue 13/14): the customer did not come; like complete, only once the appointment has started. */
  action: z.enum(['complete', 'cancel', 'no-show']),
});

export type ProviderAppointment = z.infer<typeof providerAppointmentSchema>;
export type ProviderDashboardResponse = z.infer<typeof providerDashboardResponseSchema>;
export type ProviderMe = z.infer<typeof providerMeResponseSchema>;
export type ProviderAppointmentListResponse = z.infer<typeof providerAppointmentListResponseSchema>;
export type ProviderAppointmentPage = z.infer<typeof providerAppointmentPageSchema>;
export type ProviderAppointmentPageQuery = z.output<typeof providerAppointmentPageQuerySchema>;
