import {
  bookingMessages,
  type Appointment,
  type AvailabilityResponse,
  type BookAppointmentBody,
  type PetType,
  type RescheduleBody,
  type ServiceCatalogResponse,
  type ServiceCategoryId,
} from '@shared/contracts/booking';
import { BREED_NOT_SPECIFIED } from '@shared/contracts/pets';
import { formatCatalogPrice } from '@shared/money/money';
import {
  addDaysToDate,
  availableSlots,
  checkBookableDate,
  chooseProvider,
  instantToZoned,
  parseSlotLabel,
  slotLabel,
  zonedDateTimeToInstant,
  type ProviderSchedule,
} from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Transaction } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '@shared/contracts/accounts';
import type { Mailer } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox.repo';
import { appointmentEmail } from './appointment-emails';
import {
  closeConfirmedAppointment,
  countBookingsByProvider,
  deleteCancelledAppointmentOf,
  findActiveService,
  findAppointmentByIdempotencyKey,
  findAppointmentOf,
  findAppointmentsOf,
  findConfirmedBookings,
  findProviderName,
  findProvidersOffering,
  findServiceCatalog,
  insertAppointment,
  lockProviderSchedule,
  moveConfirmedAppointment,
  type AppointmentRow,
  type ServiceRow,
} from './booking.repo';

export interface BookingDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
}

const timeZone = siteConfig.timeZone;
const slotTaken = () => new AppError(409, 'SLOT_TAKEN', bookingMessages.slotTaken);
const appointmentNotFound = () => notFound('That appointment was not found.');

export async function listServiceCatalog(db: Database): Promise<ServiceCatalogResponse> {
  const { categories, services } = await findServiceCatalog(db);
  return {
    categories: categories.map((category) => ({
      id: category.id as ServiceCategoryId,
      name: category.name,
      description: category.description,
      services: services.filter((service) => service.categoryId === category.id).map(toService),
    })),
  };
}

export async function getAvailability(
  deps: BookingDeps,
  query: { serviceId: string; date: string },
): Promise<AvailabilityResponse> {
  const service = await requireService(deps.db, query.serviceId);
  const now = deps.now();
  assertBookableDate(query.date, now);
  const slots = await slotsFor(deps.db, service, query.date, now);
  return {
    date: query.date,
    timeZone,
    slots: slots.map((slot) => ({ time: slot.time, startsAt: slot.startsAt.toISOString(), available: slot.available })),
  };
}

/**
 * Books a slot (D8): the service and pet type are checked, a free provider is
 * chosen (fewest bookings that day, then longest-serving), and the insert runs
 * under that provider's lock with the EXCLUDE constraint as the last word. A
 * repeated idempotency key returns the appointment it already booked.
 */
export async function bookAppointment(deps: BookingDeps, user: SessionUser, body: BookAppointmentBody): Promise<{ appointment: Appointment; created: boolean }> {
  const replay = await findAppointmentByIdempotencyKey(deps.db, user.id, body.idempotencyKey);
  if (replay) return { appointment: await presentAppointment(deps.db, replay), created: false };

  const service = await requireService(deps.db, body.serviceId);
  if (!service.petTypes.includes(body.petType)) {
    throw new AppError(422, 'SERVICE_NOT_FOR_PET_TYPE', bookingMessages.serviceNotForPetType(body.petType), {
      petType: bookingMessages.serviceNotForPetType(body.petType),
    });
  }
  const now = deps.now();
  const { startsAt, endsAt } = requireFutureSlot(body.date, body.time, service.durationMinutes, now);

  const candidates = await freeProvidersInOrder(deps.db, service, body.date, startsAt, now);
  for (const providerId of candidates) {
    const outcome = await tryOnProvider(deps.db, providerId, startsAt, endsAt, async (tx) => {
      const row = await insertAppointment(tx, {
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
        startsAt,
        endsAt,
        idempotencyKey: body.idempotencyKey,
      });
      await enqueueMail(tx, appointmentEmail('booked', row, user, await findProviderName(tx, providerId), now));
      return row;
    });
    if (outcome !== 'taken' && outcome !== 'duplicate') {
      deps.mailer.kick();
      return { appointment: await presentAppointment(deps.db, outcome), created: true };
    }
    if (outcome === 'duplicate') break;
  }
  // A twin of this request (same key, e.g. a double click) may have taken the slot: that is success.
  const twin = await findAppointmentByIdempotencyKey(deps.db, user.id, body.idempotencyKey);
  if (twin) return { appointment: await presentAppointment(deps.db, twin), created: false };
  throw slotTaken();
}

/** Upcoming first (soonest first), then past (most recent first). */
export async function listAppointments(deps: BookingDeps, userId: string): Promise<Appointment[]> {
  const rows = await findAppointmentsOf(deps.db, userId);
  const now = deps.now().getTime();
  const upcoming = rows.filter((row) => row.appointment.startsAt.getTime() >= now).reverse();
  const past = rows.filter((row) => row.appointment.startsAt.getTime() < now);
  return [...upcoming, ...past].map((row) => toAppointment(row.appointment, row.providerName));
}

export async function rescheduleAppointment(
  deps: BookingDeps,
  user: SessionUser,
  appointmentId: string,
  body: RescheduleBody,
): Promise<Appointment> {
  const current = await requireOwnConfirmed(deps.db, user.id, appointmentId);
  const now = deps.now();
  const { startsAt, endsAt } = requireFutureSlot(body.date, body.time, current.serviceDurationMinutes, now);
  // The booked service as it was, even if the shop has since retired it.
  const service = { id: current.serviceId, durationMinutes: current.serviceDurationMinutes };
  const others = await freeProvidersInOrder(deps.db, service, body.date, startsAt, now, current.id);
  // Staying with the same provider is what an owner expects when they are free.
  const candidates = others.includes(current.providerId)
    ? [current.providerId, ...others.filter((id) => id !== current.providerId)]
    : others;
  for (const providerId of candidates) {
    const outcome = await tryOnProvider(deps.db, providerId, startsAt, endsAt, async (tx) => {
      const moved = await moveConfirmedAppointment(tx, current.id, { providerId, startsAt, endsAt });
      if (!moved) throw new AppError(409, 'NOT_CONFIRMED', bookingMessages.onlyConfirmedChange);
      await enqueueMail(tx, appointmentEmail('rescheduled', moved, user, await findProviderName(tx, providerId), now));
      return moved;
    }, current.id);
    if (outcome !== 'taken' && outcome !== 'duplicate') {
      deps.mailer.kick();
      return presentAppointment(deps.db, outcome);
    }
  }
  throw slotTaken();
}

export async function cancelAppointment(deps: BookingDeps, user: SessionUser, appointmentId: string): Promise<Appointment> {
  await requireOwnConfirmed(deps.db, user.id, appointmentId);
  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await closeConfirmedAppointment(tx, appointmentId, 'Cancelled');
    if (!row) throw new AppError(409, 'NOT_CONFIRMED', bookingMessages.onlyConfirmedChange);
    await enqueueMail(tx, appointmentEmail('cancelled', row, user, await findProviderName(tx, row.providerId), deps.now()));
    return row;
  });
  deps.mailer.kick();
  return presentAppointment(deps.db, cancelled);
}

export async function deleteAppointment(db: Database, userId: string, appointmentId: string): Promise<void> {
  if (await deleteCancelledAppointmentOf(db, userId, appointmentId)) return;
  if (await findAppointmentOf(db, userId, appointmentId)) {
    throw new AppError(409, 'NOT_CANCELLED', bookingMessages.onlyCancelledDelete);
  }
  throw appointmentNotFound();
}

// ---- helpers ----

async function requireService(db: Database, serviceId: string): Promise<ServiceRow> {
  const service = await findActiveService(db, serviceId);
  if (!service) throw new AppError(404, 'SERVICE_NOT_FOUND', bookingMessages.serviceUnavailable);
  return service;
}

async function requireOwnConfirmed(db: Database, userId: string, appointmentId: string): Promise<AppointmentRow> {
  const found = await findAppointmentOf(db, userId, appointmentId);
  if (!found) throw appointmentNotFound();
  if (found.appointment.status !== 'Confirmed') throw new AppError(409, 'NOT_CONFIRMED', bookingMessages.onlyConfirmedChange);
  return found.appointment;
}

function assertBookableDate(date: string, now: Date): void {
  const check = checkBookableDate({ date, now, timeZone, horizonDays: siteConfig.booking.horizonDays });
  if (check.ok) return;
  const message =
    check.reason === 'past' ? bookingMessages.pastDate
    : check.reason === 'beyond-horizon' ? bookingMessages.beyondHorizon(siteConfig.booking.horizonDays)
    : 'Please select a valid date.';
  throw new AppError(422, 'DATE_NOT_BOOKABLE', message, { date: message });
}

function requireFutureSlot(date: string, time: string, durationMinutes: number, now: Date) {
  assertBookableDate(date, now);
  const minutes = parseSlotLabel(time);
  if (minutes === undefined) throw new AppError(422, 'VALIDATION_ERROR', 'Please select one of the listed times.', { time: 'Please select one of the listed times.' });
  const startsAt = zonedDateTimeToInstant(date, minutes, timeZone);
  if (startsAt.getTime() <= now.getTime()) throw new AppError(422, 'TIME_PASSED', bookingMessages.pastTime, { time: bookingMessages.pastTime });
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
}

/** What the slot maths needs of a service. */
type ServiceTiming = Pick<ServiceRow, 'id' | 'durationMinutes'>;

type ProvidersOffering = Awaited<ReturnType<typeof findProvidersOffering>>;

async function slotsFor(
  db: Database,
  service: ServiceTiming,
  date: string,
  now: Date,
  exceptAppointmentId?: string,
  providers: ProvidersOffering | undefined = undefined,
) {
  providers ??= await findProvidersOffering(db, service.id);
  // Wide enough for any slot of that local day and the service's length.
  const from = zonedDateTimeToInstant(date, 0, timeZone);
  const to = new Date(zonedDateTimeToInstant(addDaysToDate(date, 1), 0, timeZone).getTime() + service.durationMinutes * 60_000);
  const bookings = await findConfirmedBookings(db, providers.map((p) => p.id), from, to, exceptAppointmentId);
  const schedules: ProviderSchedule[] = providers;
  return availableSlots({ date, now, timeZone, serviceDurationMinutes: service.durationMinutes, providers: schedules, bookings });
}

/** The providers free for that start, best first by D8's rule. */
async function freeProvidersInOrder(
  db: Database,
  service: ServiceTiming,
  date: string,
  startsAt: Date,
  now: Date,
  exceptAppointmentId?: string,
): Promise<number[]> {
  const providers = await findProvidersOffering(db, service.id);
  const slots = await slotsFor(db, service, date, now, exceptAppointmentId, providers);
  const slot = slots.find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!slot || slot.providerIds.length === 0) throw slotTaken();
  const dayStart = zonedDateTimeToInstant(date, 0, timeZone);
  const dayEnd = zonedDateTimeToInstant(addDaysToDate(date, 1), 0, timeZone);
  const counts = await countBookingsByProvider(db, slot.providerIds, dayStart, dayEnd);
  const ordered: number[] = [];
  let remaining = providers.filter((p) => slot.providerIds.includes(p.id));
  while (remaining.length > 0) {
    const next = chooseProvider({ candidates: remaining, bookingsThatDay: counts });
    if (next === undefined) break;
    ordered.push(next);
    remaining = remaining.filter((p) => p.id !== next);
  }
  return ordered;
}

/**
 * Runs `write` in a transaction holding the provider's lock, after checking again,
 * under the lock, that the provider is still free. 'taken' when they are not (or the
 * database's EXCLUDE constraint says so); 'duplicate' when the idempotency key won
 * a race with a concurrent request of the same user.
 */
async function tryOnProvider(
  db: Database,
  providerId: number,
  startsAt: Date,
  endsAt: Date,
  write: (tx: Transaction) => Promise<AppointmentRow>,
  exceptAppointmentId?: string,
): Promise<AppointmentRow | 'taken' | 'duplicate'> {
  try {
    return await db.transaction(async (tx) => {
      await lockProviderSchedule(tx, providerId);
      const clashes = await findConfirmedBookings(tx, [providerId], startsAt, endsAt, exceptAppointmentId);
      if (clashes.length > 0) return 'taken' as const;
      return write(tx);
    });
  } catch (error) {
    const code = sqlState(error);
    if (code === '23P01' || code === '40P01') return 'taken';
    if (code === '23505') return 'duplicate';
    throw error;
  }
}

function sqlState(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  const code = cause?.code ?? (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : undefined;
}

async function presentAppointment(db: Database, row: AppointmentRow): Promise<Appointment> {
  return toAppointment(row, await findProviderName(db, row.providerId));
}

function toService(row: ServiceRow) {
  return {
    id: row.id,
    categoryId: row.categoryId as ServiceCategoryId,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    duration: `${row.durationMinutes} minutes`,
    petTypes: row.petTypes as PetType[],
    priceCents: row.priceCents,
    price: formatCatalogPrice(row.priceCents),
  };
}

export function toAppointment(row: AppointmentRow, providerName: string | null): Appointment {
  const local = instantToZoned(row.startsAt, timeZone);
  return {
    id: row.id,
    service: {
      id: row.serviceId,
      name: row.serviceName,
      description: row.serviceDescription,
      duration: `${row.serviceDurationMinutes} minutes`,
      petTypes: row.servicePetTypes as PetType[],
      price: formatCatalogPrice(row.servicePriceCents),
    },
    petName: row.petName,
    petType: row.petType as PetType,
    petAge: row.petAge,
    petBreed: row.petBreed ?? BREED_NOT_SPECIFIED,
    date: local.date,
    time: local.label ?? slotLabel(local.minutes),
    price: formatCatalogPrice(row.servicePriceCents),
    priceCents: row.servicePriceCents,
    specialInstructions: row.specialInstructions,
    status: row.status,
    providerName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    startsAt: row.startsAt.toISOString(),
  };
}
