import * as z from 'zod';
import { appointmentStatusSchema, petTypeSchema } from './booking';
import { orderStatusSchema } from './orders';
import { lineText, paragraphText, textId } from './text';
import { petCoatSchema, petSizeSchema } from './pet-care';
import { vaccinationSchema } from './vaccinations';

/**
 * The owner console's customers (issue 13): everyone with an account, searchable, and
 * each one's pets, appointments and orders. Read-only but for the notes the staff keep
 * about a customer or a pet ("nervous with clippers"), which the customer never sees.
 */

export const CUSTOMERS_PAGE_SIZE = 50;
export const CUSTOMER_SEARCH_MAX = 100;
export const STAFF_NOTE_MAX = 1_000;

export const customerMessages = {
  noteRequired: 'errors.console.noteRequired',
  noteTooLong: 'errors.console.noteTooLong',
  unknownCustomer: 'errors.console.unknownCustomer',
  unknownPet: 'errors.console.unknownPet',
} as const;

export const customerListQuerySchema = z.object({
  /** Part of a name or an email, any case; `%` and `_` are plain characters. */
  q: lineText({ error: 'errors.invalidValue' }).max(CUSTOMER_SEARCH_MAX, 'errors.invalidValue').optional(),
  /** The id of the last customer of the previous page: the next page starts after them. */
  before: textId('errors.invalidValue').optional(),
});

const accountRoleSchema = z.enum(['provider', 'owner']);

export const customerListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  joined: z.iso.datetime(),
  /** Providers and owners have accounts too; the list marks them. */
  roles: z.array(accountRoleSchema),
  petCount: z.number().int(),
  upcomingAppointmentCount: z.number().int(),
  paidOrderCount: z.number().int(),
  /** The latest sign-in, booking or order; null when there is none. */
  lastActivity: z.iso.datetime().nullable(),
});

export const customerListSchema = z.object({
  customers: z.array(customerListItemSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.string().nullable(),
});

export const staffNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Who wrote it: their email. */
  author: z.string(),
  at: z.iso.datetime(),
});

export const customerPetSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: petTypeSchema,
  age: z.string(),
  breed: z.string(),
  size: petSizeSchema.nullable(),
  coat: petCoatSchema.nullable(),
  weightKg: z.number().nullable(),
  /** Newest first. */
  notes: z.array(staffNoteSchema),
  /** By vaccine, the latest expiry first; the owner verifies them against their proof. */
  vaccinations: z.array(vaccinationSchema),
});

export const customerAppointmentSchema = z.object({
  id: z.string(),
  /** In the shop's time zone: 2027-03-12 and "10:00 AM". */
  date: z.string(),
  time: z.string(),
  startsAt: z.iso.datetime(),
  service: z.string(),
  pet: z.string(),
  status: appointmentStatusSchema,
  provider: z.string().nullable(),
});

export const customerOrderSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  status: orderStatusSchema,
  totalCents: z.number().int(),
});

export const customerPageSchema = z.object({
  profile: customerListItemSchema.omit({ petCount: true, upcomingAppointmentCount: true, paidOrderCount: true }),
  pets: z.array(customerPetSchema),
  /** Newest first. */
  appointments: z.array(customerAppointmentSchema),
  /** Newest first. */
  orders: z.array(customerOrderSchema),
  /** Notes about the customer, newest first. */
  notes: z.array(staffNoteSchema),
});

export const customerParamsSchema = z.object({ userId: textId(customerMessages.unknownCustomer) });
export const customerPetParamsSchema = customerParamsSchema.extend({ petId: z.uuid({ error: customerMessages.unknownPet }) });
export const customerVaccinationParamsSchema = customerPetParamsSchema.extend({ vaccinationId: z.uuid({ error: 'errors.vaccinations.notFound' }) });

export const staffNoteBodySchema = z.object({
  body: paragraphText({ error: customerMessages.noteRequired })
    .min(1, customerMessages.noteRequired)
    .max(STAFF_NOTE_MAX, customerMessages.noteTooLong),
});

export type CustomerListQuery = z.output<typeof customerListQuerySchema>;
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export type CustomerList = z.infer<typeof customerListSchema>;
export type StaffNote = z.infer<typeof staffNoteSchema>;
export type CustomerPet = z.infer<typeof customerPetSchema>;
export type CustomerAppointment = z.infer<typeof customerAppointmentSchema>;
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export type CustomerPage = z.infer<typeof customerPageSchema>;
export type StaffNoteBody = z.infer<typeof staffNoteBodySchema>;
