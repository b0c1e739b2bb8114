import { appointmentPageSchema, type Appointment, type AppointmentPageQuery } from '@shared/contracts/booking';
import type { Database, Executor } from '../../db/database';
import { jsonRepresentation, type Representation } from '../../lib/representation';
import { providerNames } from '../providers/providers.service';
import { findLastBooked } from './appointment-pages.repo';
import { readAppointmentPage, type AppointmentRowPage } from './appointment-pages.service';
import { toAppointment } from './appointment-views';
import type { AppointmentRow } from './appointments.repo';
import { clearInstructionsOf, countAppointmentsOf, findCustomerAppointments, findLastBookingAt } from './customer-appointments.repo';

/** How many of a customer's appointments the console's customer page lists: the latest starts. */
export const CUSTOMER_APPOINTMENTS_LIMIT = 100;

/** A customer's appointments as the owner console shows them: the latest start first, at most CUSTOMER_APPOINTMENTS_LIMIT. */
export async function appointmentsOfUser(db: Database, userId: string): Promise<Appointment[]> {
  return withProviderNames(db, await findCustomerAppointments(db, userId, CUSTOMER_APPOINTMENTS_LIMIT));
}

/**
 * GET /api/appointments (spec §7 call 9, issue 15): a page of the signed-in user's own
 * appointments, upcoming soonest first, then older latest first; a pet's, when asked.
 * The first page's rows come from memory (readAppointmentPage), and so do the
 * appointments made of them (the same array for as long as the rows and the schedules'
 * names stand, so `decorate` may remember what it found for it) and their body, when
 * `decorate` adds nothing (issue 31).
 */
export async function appointmentPageBodyOf(
  db: Database,
  userId: string,
  query: AppointmentPageQuery,
  now: Date,
  /** Adds what another module knows of each visit (its deposit); the same array back when it adds nothing. */
  decorate: (appointments: Appointment[]) => Promise<Appointment[]> = async (appointments) => appointments,
): Promise<Representation> {
  const owner = query.petId ? { userId, petId: query.petId } : { userId };
  const page = await readAppointmentPage(db, owner, { cursor: query.cursor, limit: query.limit, now });
  const names = await providerNames(db);
  let known = firstPages.get(page);
  if (known?.names !== names) {
    known = { names, appointments: page.rows.map((row) => toAppointment(row, names.get(row.providerId) ?? null)) };
    if (!query.cursor) firstPages.set(page, known);
  }
  const decorated = await decorate(known.appointments);
  // A page whose visits carry a deposit is made each time: its state moves with payments and the clock.
  if (decorated !== known.appointments) return pageBody(decorated, page, query);
  known.body ??= pageBody(decorated, page, query);
  return known.body;
}

const pageBody = (appointments: Appointment[], page: AppointmentRowPage, query: AppointmentPageQuery): Representation =>
  jsonRepresentation(appointmentPageSchema, { appointments, nextCursor: page.nextCursor, nextIsOlder: page.nextIsOlder }, { compress: !query.cursor, brotliQuality: 5 });

/** Each first page kept in memory: the appointments made of its rows with the schedules' names of the day (a rename makes them again), and their body once made. */
const firstPages = new WeakMap<AppointmentRowPage, { names: ReadonlyMap<number, string>; appointments: Appointment[]; body?: Representation }>();

/** The profile's recent activity: the appointment the user booked last (spec §2: by createdAt), if any. */
export async function lastBookedAppointment(db: Database, userId: string): Promise<Appointment | null> {
  const row = await findLastBooked(db, userId);
  return row ? ((await withProviderNames(db, [row]))[0] ?? null) : null;
}

async function withProviderNames(db: Database, rows: AppointmentRow[]): Promise<Appointment[]> {
  const names = await providerNames(db);
  return rows.map((row) => toAppointment(row, names.get(row.providerId) ?? null));
}

export interface AppointmentTally {
  upcoming: number;
  lastBookedAt: Date | null;
}

/** Per customer: how many Confirmed appointments are still to come, and when they last booked. */
export async function appointmentTalliesOf(db: Executor, userIds: readonly string[], now: Date): Promise<Map<string, AppointmentTally>> {
  const rows = await countAppointmentsOf(db, userIds, now);
  return new Map(rows.map(({ userId, upcoming, lastBookedAt }) => [userId, { upcoming, lastBookedAt }]));
}

/** Every customer (or the one asked) who booked, with when they last booked or came to a visit (issue 30: a booking implies consent to news for 2 years). */
export async function lastBookings(db: Executor, now: Date, userId?: string): Promise<Map<string, Date>> {
  return new Map((await findLastBookingAt(db, now, userId)).map((row) => [row.userId, row.at]));
}

/**
 * Forgets the free words on the visits of closed accounts (issue 30): the special
 * instructions, which may say anything about a person. The visits stay, for the shop's
 * history and the providers' figures, with the service, time and the pet's name, type and age.
 */
export const forgetWordsOnVisitsOf = (db: Executor, userIds: readonly string[]): Promise<number> => clearInstructionsOf(db, userIds);
