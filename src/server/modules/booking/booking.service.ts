import { createHash } from 'node:crypto';
import {
  bookingMessages,
  type Appointment,
  type AvailabilityResponse,
  type BookAppointmentBody,
  type RescheduleBody,
} from '@shared/contracts/booking';
import type { SessionUser } from '@shared/contracts/accounts';
import { parseSlotLabel } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor, Transaction } from '../../db/database';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { AppError, notFound } from '../../lib/app-error';
import { activeService, type ServiceOffer } from '../catalog/service-catalog.service';
import type { JobWorker } from '../jobs/jobs.service';
import { enqueueMail } from '../mail/mail.service';
import { providerNamesOf, schedulesOffering } from '../providers/providers.service';
import { closureOn, slotStep } from '../shop/shop.service';
import { appointmentEmail } from './appointment-emails';
import { toAppointment } from './appointment-views';
import {
  assertBookableDate,
  assertShopOpen,
  bookingDayWindow,
  daySlots,
  planBooking,
  planReschedule,
  type BookingDay,
  type SlotPlan,
} from './booking-plan';
import {
  closeConfirmedAppointment,
  deleteCancelledAppointmentOf,
  findAppointmentByIdempotencyKey,
  findAppointmentOf,
  findAppointmentsOf,
  findConfirmedBookings,
  insertAppointment,
  lockProviderSchedule,
  moveConfirmedAppointment,
  type AppointmentRow,
} from './booking.repo';
import { defaultLocale } from '@shared/i18n/locales';

export interface BookingDeps {
  db: Database;
  jobs: JobWorker;
  now: () => Date;
}

const appointmentNotFound = () => notFound(bookingMessages.appointmentNotFound);
const notConfirmed = () => new AppError(409, 'NOT_CONFIRMED', bookingMessages.onlyConfirmedChange);
const slotTaken = () => new AppError(409, 'SLOT_TAKEN', bookingMessages.slotTaken);

export async function getAvailability(
  deps: BookingDeps,
  query: { serviceId: string; date: string },
): Promise<AvailabilityResponse> {
  const service = await requireService(deps.db, query.serviceId);
  const now = deps.now();
  assertBookableDate(query.date, now);
  const day = await loadDay(deps.db, service.id, service.durationMinutes, query.date);
  assertShopOpen(day);
  return {
    date: query.date,
    timeZone: siteConfig.timeZone,
    slots: daySlots(day, service.durationMinutes, now).map((slot) => ({
      time: slot.time,
      startsAt: slot.startsAt.toISOString(),
      available: slot.available,
    })),
  };
}

/**
 * Books a slot (D8). Load: the service and that day's providers and bookings. Decide
 * (pure, booking-plan.ts): the service suits the pet, the slot is bookable and free,
 * and the free providers best first. Write: the first of them still free takes it,
 * under their lock with the EXCLUDE constraint as the last word, in one transaction
 * with the confirmation mail.
 *
 * Idempotent: a request sent again under the same key (a double click, a retry) gets
 * the answer the first one got, the same appointment with 201, however the two
 * interleave; the same key with other fields is refused (422).
 */
export async function bookAppointment(deps: BookingDeps, user: SessionUser, body: BookAppointmentBody): Promise<Appointment> {
  const requestHash = bookingRequestHash(body);
  const replay = await findAppointmentByIdempotencyKey(deps.db, user.id, body.idempotencyKey);
  if (replay) return replayOf(deps.db, replay, requestHash);
  try {
    return await bookNew(deps, user, body, requestHash);
  } catch (error) {
    // Whatever refused this request (the slot taken, the key's unique index), a twin sent
    // under the same key may be what took it: then its appointment is this answer too.
    // A twin that refused us has committed, so this read sees it.
    const twin = await findAppointmentByIdempotencyKey(deps.db, user.id, body.idempotencyKey);
    if (twin) return replayOf(deps.db, twin, requestHash);
    throw error;
  }
}

async function bookNew(deps: BookingDeps, user: SessionUser, body: BookAppointmentBody, requestHash: string): Promise<Appointment> {
  const service = await requireService(deps.db, body.serviceId);
  const day = await loadDay(deps.db, service.id, service.durationMinutes, body.date);

  const now = deps.now();
  const plan = planBooking({ service, petType: body.petType, time: body.time, now, day });

  const booked = await writeOnFirstFreeProvider(deps, plan, day, async (tx, providerId, providerName) => {
    const row = await insertAppointment(tx, { ...newAppointment(user, service, body, providerId, plan), requestHash });
    await enqueueMail(tx, appointmentEmail('booked', row, user, providerName, now, defaultLocale));
    return row;
  });
  if (typeof booked !== 'object') throw slotTaken();
  return toAppointment(booked.row, booked.providerName);
}

/** The appointment a key already booked, unless the key now comes with other fields. */
async function replayOf(db: Database, row: AppointmentRow, requestHash: string): Promise<Appointment> {
  if (row.requestHash !== null && row.requestHash !== requestHash) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'errors.booking.idempotencyKeyReused');
  }
  return presentAppointment(db, row);
}

/** What a booking request asks for, whatever its spelling: a retry hashes the same. */
function bookingRequestHash(body: BookAppointmentBody): string {
  const fields = [
    body.serviceId,
    body.petType,
    body.petName,
    body.petAge,
    body.petBreed || null,
    body.date,
    parseSlotLabel(body.time) ?? body.time,
    body.specialInstructions || null,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Upcoming first (soonest first), then past (most recent first). */
export async function listAppointments(deps: BookingDeps, userId: string): Promise<Appointment[]> {
  const rows = await findAppointmentsOf(deps.db, userId);
  const names = await providerNamesOf(deps.db, rows.map((row) => row.providerId));
  const now = deps.now().getTime();
  const upcoming = rows.filter((row) => row.startsAt.getTime() >= now).reverse();
  const past = rows.filter((row) => row.startsAt.getTime() < now);
  return [...upcoming, ...past].map((row) => toAppointment(row, names.get(row.providerId) ?? null));
}

/** A new time (load, decide, write like booking), with the service as it was booked even if since retired. */
export async function rescheduleAppointment(
  deps: BookingDeps,
  user: SessionUser,
  appointmentId: string,
  body: RescheduleBody,
): Promise<Appointment> {
  const current = await requireOwnConfirmed(deps.db, user.id, appointmentId);
  const day = await loadDay(deps.db, current.serviceId, current.serviceDurationMinutes, body.date, current.id);

  const now = deps.now();
  const plan = planReschedule({ appointment: current, time: body.time, now, day });

  const moved = await writeOnFirstFreeProvider(
    deps,
    plan,
    day,
    async (tx, providerId, providerName) => {
      const row = await moveConfirmedAppointment(tx, current.id, { providerId, startsAt: plan.startsAt, endsAt: plan.endsAt });
      if (!row) throw notConfirmed();
      await enqueueMail(tx, appointmentEmail('rescheduled', row, user, providerName, now, defaultLocale));
      return row;
    },
    current.id,
  );
  if (typeof moved !== 'object') throw slotTaken();
  return toAppointment(moved.row, moved.providerName);
}

export async function cancelAppointment(deps: BookingDeps, user: SessionUser, appointmentId: string): Promise<Appointment> {
  const current = await requireOwnConfirmed(deps.db, user.id, appointmentId);
  const providerName = (await providerNamesOf(deps.db, [current.providerId])).get(current.providerId) ?? null;
  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await closeConfirmedAppointment(tx, appointmentId, 'Cancelled');
    if (!row) throw notConfirmed();
    await enqueueMail(tx, appointmentEmail('cancelled', row, user, providerName, deps.now(), defaultLocale));
    return row;
  });
  deps.jobs.kick();
  return toAppointment(cancelled, providerName);
}

export async function deleteAppointment(db: Database, userId: string, appointmentId: string): Promise<void> {
  if (await deleteCancelledAppointmentOf(db, userId, appointmentId)) return;
  if (await findAppointmentOf(db, userId, appointmentId)) {
    throw new AppError(409, 'NOT_CANCELLED', bookingMessages.onlyCancelledDelete);
  }
  throw appointmentNotFound();
}

// ---- helpers ----

async function requireService(db: Database, serviceId: string): Promise<ServiceOffer> {
  const service = await activeService(db, serviceId);
  if (!service) throw new AppError(404, 'SERVICE_NOT_FOUND', bookingMessages.serviceUnavailable);
  return service;
}

async function requireOwnConfirmed(db: Database, userId: string, appointmentId: string): Promise<AppointmentRow> {
  const found = await findAppointmentOf(db, userId, appointmentId);
  if (!found) throw appointmentNotFound();
  if (found.status !== 'Confirmed') throw notConfirmed();
  return found;
}

/** The providers offering the service on that date, their Confirmed appointments around it, and the shop's calendar. */
async function loadDay(
  db: Executor,
  serviceId: string,
  durationMinutes: number,
  date: string,
  exceptAppointmentId?: string,
): Promise<BookingDay> {
  const [schedules, slotStepMinutes, closure] = await Promise.all([schedulesOffering(db, serviceId, date), slotStep(db), closureOn(db, date)]);
  const { from, to } = bookingDayWindow(date, durationMinutes);
  const bookings = await findConfirmedBookings(db, schedules.map((schedule) => schedule.id), from, to, exceptAppointmentId);
  return { date, schedules, bookings, slotStepMinutes, closure };
}

function newAppointment(user: SessionUser, service: ServiceOffer, body: BookAppointmentBody, providerId: number, plan: SlotPlan) {
  return {
    userId: user.id,
    providerId,
    serviceId: service.id,
    serviceName: service.name,
    serviceDescription: service.description,
    serviceDurationMinutes: service.durationMinutes,
    servicePriceCents: service.priceCents,
    servicePetTypes: service.petTypes,
    petName: body.petName,
    petType: body.petType,
    petAge: body.petAge,
    petBreed: body.petBreed || null,
    specialInstructions: body.specialInstructions || null,
    startsAt: plan.startsAt,
    endsAt: plan.endsAt,
    idempotencyKey: body.idempotencyKey,
  };
}

/**
 * Tries the plan's providers in order. For each, `write` runs in a transaction holding
 * the provider's lock, after checking again, under the lock, that they are still free;
 * a provider taken meanwhile (or refused by the EXCLUDE constraint) passes to the next.
 * 'taken' when none was free; 'duplicate' when the idempotency key won a race with a
 * concurrent request of the same user. Kicks the job worker after the commit, so the mail goes at once.
 */
async function writeOnFirstFreeProvider(
  deps: BookingDeps,
  plan: SlotPlan,
  day: BookingDay,
  write: (tx: Transaction, providerId: number, providerName: string | null) => Promise<AppointmentRow>,
  exceptAppointmentId?: string,
): Promise<{ row: AppointmentRow; providerName: string | null } | 'taken' | 'duplicate'> {
  for (const providerId of plan.providerIds) {
    const providerName = day.schedules.find((schedule) => schedule.id === providerId)?.displayName ?? null;
    try {
      const row = await deps.db.transaction(async (tx) => {
        await lockProviderSchedule(tx, providerId);
        const clashes = await findConfirmedBookings(tx, [providerId], plan.startsAt, plan.endsAt, exceptAppointmentId);
        return clashes.length > 0 ? undefined : write(tx, providerId, providerName);
      });
      if (!row) continue;
      deps.jobs.kick();
      return { row, providerName };
    } catch (error) {
      const code = sqlState(error);
      if (code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED) continue;
      if (code === UNIQUE_VIOLATION) return 'duplicate';
      throw error;
    }
  }
  return 'taken';
}

async function presentAppointment(db: Database, row: AppointmentRow): Promise<Appointment> {
  return toAppointment(row, (await providerNamesOf(db, [row.providerId])).get(row.providerId) ?? null);
}
