import * as z from 'zod';
import { appointmentStatusSchema, isoDateSchema, petTypeSchema } from './booking';

export { providerMessages } from './provider-messages';

/** One appointment as the provider assigned to it sees it. */
export const providerAppointmentSchema = z.object({
  id: z.uuid(),
  date: isoDateSchema,
  time: z.string(),
  startsAt: z.iso.datetime(),
  petName: z.string(),
  petType: petTypeSchema,
  /** "Not specified" when the owner gave none. */
  petBreed: z.string(),
  petAge: z.string(),
  serviceName: z.string(),
  ownerName: z.string(),
  specialInstructions: z.string().nullable(),
  status: appointmentStatusSchema,
});

export const providerMeResponseSchema = z.object({ providerId: z.number().int(), displayName: z.string() });

export const providerAppointmentListResponseSchema = z.object({ appointments: z.array(providerAppointmentSchema) });

export const providerDashboardResponseSchema = z.object({
  /** Today in the business time zone. */
  today: isoDateSchema,
  todayAppointments: z.array(providerAppointmentSchema),
  /** The next seven days after today. */
  weekAppointments: z.array(providerAppointmentSchema),
  counts: z.object({ today: z.number().int(), week: z.number().int() }),
});

export const providerStatusChangeParamsSchema = z.object({
  appointmentId: z.uuid({ error: 'Unknown appointment.' }),
  action: z.enum(['complete', 'cancel']),
});

export type ProviderAppointment = z.infer<typeof providerAppointmentSchema>;
export type ProviderDashboardResponse = z.infer<typeof providerDashboardResponseSchema>;
export type ProviderMe = z.infer<typeof providerMeResponseSchema>;
export type ProviderAppointmentListResponse = z.infer<typeof providerAppointmentListResponseSchema>;
