import { createHash } from 'node:crypto';
import {
  bookingMessages,
  type Appointment,
  availabilityResponseSchema,
  type AvailabilityQuery,
  type AvailabilityResponse,
  type BookAppointmentBody,
  type BookingQuote,
  type BookingQuoteQuery,
  type RescheduleBody,
} from '@shared/contracts/booking';
import type { SessionUser } from '@shared/contracts/accounts';
import { bookingRuleMessages } from '@shared/contracts/booking-rules';
import { appointmentBookMessages } from '@shared/contracts/appointment-book';
import { customerChangeRefusal } from '@shared/scheduling/booking-windows';
import { agendaDueAt } from '@shared/scheduling/reminder-times';
import { instantToZoned, parseSlotLabel, slotLabel } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor, Transaction } from '../../db/database';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { AppError, notFound } from '../../lib/app-error';
import { jsonRepresentation, type Representation } from '../../lib/representation';
import { recordEvent } from '../analytics/analytics.service';
import { activeService, type ServiceOffer } from '../catalog/service-catalog.service';
import type { JobWorker } from '../jobs/jobs.service';
import { providerNames, schedulesOffering } from '../providers/providers.service';
import { bookingSettings, closureOn } from '../shop/shop.service';
import { queueAppointmentNotices } from '../appointment-notices/appointment-notices.service';
import { describe as describeForAudit, requireChangeable as requireChangeableByOwner, requireCustomer } from '../appointment-book/appointment-book.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { depositFor, depositViews, hasPaidDeposit, holdForDeposit, releaseAwaitingDeposit, settleDepositOnCancel } from '../checkout/deposits.service';
import { bookableService, careOfDescribedPet, dayOf, type BookableService } from './bookable-services';
import { answerHolds, availabilityAnswers, type KeptAnswer } from './availability-answers';
import { addPetIn } from '../pets/pets.service';
import { assertPetCareAllows, assertVaccinatedOn, getBookingQuote, loadPetCare, termsView, weighPetCare, type PetCare } from '../pets/pet-care.service';
import { recordAcceptance, requireWaiverAccepted, waiverToAccept } from '../waivers/waivers.service';
import type { Locale } from '@shared/i18n/locales';
import type { ServiceTerms } from '@shared/pet-care/service-terms';
import {
  assertBookableDate,
  assertShopOpen,
  bookingDayWindow,
  daySlots,
  offerChangesAt,
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
  findConfirmedBookings,
  findConfirmedVisitsOf,
  insertAppointment,
  lockProviderSchedule,
  moveConfirmedAppointment,
  type AppointmentRow,
  appointmentSubject,
  toAppointment,
} from '../appointment-book/appointments.service';

/** The date and opening checks every booking makes, for modules that ask about a day before booking it. */
export { assertBookableDate, assertShopOpen };

export interface BookingDeps {
  db: Database;
  jobs: JobWorker;
  now: () => Date;
}

const appointmentNotFound = () => notFound(bookingMessages.appointmentNotFound);
export const notConfirmed = () => new AppError(409, 'NOT_CONFIRMED', bookingMessages.onlyConfirmedChange);
/** The owner's book words it its own way (appointment-book's refusal). */
const ownerNotConfirmed = () => new AppError(409, 'NOT_CONFIRMED', appointmentBookMessages.notConfirmed);
export const slotTaken = () => new AppError(409, 'SLOT_TAKEN', bookingMessages.slotTaken);

/**
 * GET /api/availability's answer, as sent: kept in memory while it holds (issue 15,
 * availability-answers.ts), else worked out. The service, its rules and schedules, the
 * settings and closures come from memory; the day's appointments as the book now stands.
 */
export async function getAvailability(deps: BookingDeps, query: AvailabilityQuery): Promise<Representation> {
  const bookable = await bookableService(deps.db, query.serviceId);
  if (!bookable) throw new AppError(404, 'SERVICE_NOT_FOUND', bookingMessages.serviceUnavailable);
  const now = deps.now();
  assertBookableDate(query.date, now);
  const key = `${query.serviceId} ${query.date} ${query.size ?? ''} ${query.coat ?? ''}`;
  const kept = await availabilityAnswers.remember(deps.db, key, () => availabilityAnswer(deps.db, bookable, query, now), answerHolds(bookable, now));
  return kept.body;
}

async function availabilityAnswer(db: Database, bookable: BookableService, query: AvailabilityQuery, now: Date): Promise<KeptAnswer> {
  // The slots fit the pet: its size and coat may make the service longer (issue 14).
  const care = careOfDescribedPet(bookable.rules, { size: query.size, coat: query.coat });
  const { terms } = weighPetCare(bookable.service, care, query.date);
  const day = await dayOf(db, bookable, terms.durationMinutes, query.date);
  assertShopOpen(day);
  const slots = daySlots(day, terms.durationMinutes, now);
  const answer: AvailabilityResponse = {
    date: query.date,
    timeZone: siteConfig.timeZone,
    terms: termsView(terms),
    slots: slots.map((slot) => ({ time: slot.time, startsAt: slot.startsAt.toISOString(), available: slot.available })),
  };
  // Small and never stored by a browser (no-store): not worth compressing.
  const body = jsonRepresentation(availabilityResponseSchema, answer, { compress: false });
  return { bookable, body, from: now.getTime(), until: offerChangesAt(slots, day.minNoticeMinutes) };
}

/** GET /api/booking-quote: the pet's terms and vaccines (pets), the waiver it has yet to accept and the deposit it would ask (issue 29). */
export async function bookingQuote(db: Database, userId: string, query: BookingQuoteQuery, now: Date, locale: Locale): Promise<BookingQuote> {
  const quote = await getBookingQuote(db, userId, query, now);
  const [waiver, service, settings] = await Promise.all([waiverToAccept(db, quote.serviceId, query.petId, locale), requireService(db, quote.serviceId), bookingSettings(db)]);
  // The deposit this pet's visit would ask, worked out as the booking will (issue 29), and its policy.
  const amounts = depositFor(service, quote.terms.priceCents);
  const deposit = amounts && { ...amounts, holdMinutes: settings.depositHoldMinutes, cancelWindowMinutes: settings.cancelWindowMinutes };
  return { ...quote, ...(waiver && { waiver }), ...(deposit && { deposit }) };
}

/**
 * Books a slot (D8). Load: the service and that day's providers and bookings. Decide
 * (pure, booking-plan.ts): the service suits the pet, the slot is bookable and free,
 * and the free providers best first. Write: the first of them still free takes it,
 * under their lock with the EXCLUDE constraint as the last word, in one transaction
 * with the confirmation mail.
 *
 * A service with a waiver in force is booked only once the pet has accepted its current
 * version, earlier or with this request; the acceptance is written with the appointment.
 *
 * Idempotent: a request sent again under the same key (a double click, a retry) gets
 * the answer the first one got, the same appointment with 201, however the two
 * interleave; the same key with other fields is refused (422).
 */
export async function bookAppointment(deps: BookingDeps, user: SessionUser, body: BookAppointmentBody, options: BookingOptions = {}): Promise<Appointment> {
  const requestHash = bookingRequestHash(body);
  const replay = await findAppointmentByIdempotencyKey(deps.db, user.id, body.idempotencyKey);
  if (replay) return replayOf(deps.db, replay, requestHash);
  try {
    return await bookNew(deps, user, body, requestHash, options);
  } catch (error) {
    // Whatever refused this request (the slot taken, the key's unique index), a twin sent
    // under the same key may be what took it: then its appointment is this answer too.
    // A twin that refused us has committed, so this read sees it.
    const twin = await findAppointmentByIdempotencyKey(deps.db, user.id, body.idempotencyKey);
    if (twin) return replayOf(deps.db, twin, requestHash);
    throw error;
  }
}

/** What a caller adds to a booking: `alsoWrite` joins its transaction (an offer the booking takes is marked taken there). */
export interface BookingOptions {
  alsoWrite?: (tx: Transaction, booked: AppointmentRow) => Promise<void>;
}

async function bookNew(deps: BookingDeps, user: SessionUser, body: BookAppointmentBody, requestHash: string, options: BookingOptions): Promise<Appointment> {
  const service = await requireService(deps.db, body.serviceId);
  const care = await loadPetCare(deps.db, user.id, service.id, {
    petId: body.petId,
    petType: body.petType,
    size: body.petSize,
    coat: body.petCoat,
    weightKg: body.petWeightKg,
  });
  const pet = bookedPet(body, care);
  const verdict = weighPetCare(service, care, body.date);
  const day = await loadDay(deps.db, service.id, verdict.terms.durationMinutes, body.date);

  const now = deps.now();
  const plan = planBooking({ service: { ...service, durationMinutes: verdict.terms.durationMinutes }, petType: pet.type, time: body.time, now, day });
  const terms = assertPetCareAllows(verdict, pet.name);
  const waiver = await requireWaiverAccepted(deps.db, { serviceId: service.id, petId: care.pet?.id ?? null, acceptance: body.waiver });
  // Issue 29: a service that asks a deposit holds the time, Awaiting deposit, until it is paid (checkout/deposits.service.ts).
  const deposit = depositFor(service, terms.priceCents);

  const booked = await writeOnFirstFreeProvider(deps, plan, day, async (tx, providerId, providerName) => {
    // A pet typed in and to be saved is saved with the appointment: both, or neither.
    const petId = care.pet?.id ?? (body.savePet ? (await addPetIn(tx, user.id, savedPetOf(body, care))).id : null);
    const row = await insertAppointment(tx, {
      ...newAppointment(user, service, body, providerId, plan, { ...pet, id: petId }, terms),
      requestHash,
      ...(deposit ? { status: 'Awaiting deposit' as const } : {}),
    });
    if (waiver) await recordAcceptance(tx, waiver, { appointmentId: row.id, userId: user.id, petId });
    if (deposit) {
      // Its notices (the confirmation mail, the provider's) go once the deposit is paid.
      await holdForDeposit(tx, row.id, deposit, now);
    } else {
      await queueAppointmentNotices(tx, { change: 'booked', row, customer: user, providerName, agendaAt: agendaAtFor(day, providerId, now), now });
      await recordEvent(tx, { name: 'appointment_booked', ...appointmentSubject(row) });
    }
    await options.alsoWrite?.(tx, row);
    return row;
  });
  if (typeof booked !== 'object') throw slotTaken();
  return presentAppointment(deps.db, booked.row, now, booked.providerName);
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
  const fields: unknown[] = [
    body.serviceId,
    body.petType,
    body.petName,
    body.petAge,
    body.petBreed || null,
    body.date,
    parseSlotLabel(body.time) ?? body.time,
    body.specialInstructions || null,
  ];
  // Issue 14's fields count only when sent, so a request without them hashes as it always did.
  const petCare = [body.petId ?? null, body.petSize ?? null, body.petCoat ?? null, body.petWeightKg ?? null, body.savePet || null];
  if (petCare.some((field) => field !== null)) fields.push(...petCare);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The customer's new time for their own appointment. */
export async function rescheduleAppointment(
  deps: BookingDeps,
  user: SessionUser,
  appointmentId: string,
  body: RescheduleBody,
): Promise<Appointment> {
  const current = await requireOwnChangeable(deps, user.id, appointmentId);
  await assertVaccinatedOn(deps.db, current, body.date);
  const moved = await moveAppointment(deps, current, body, { customer: user });
  return toAppointment(moved.row, moved.providerName);
}

/**
 * The one way an appointment gets a new time, the customer's and the owner's: load,
 * decide, write like booking, with the service as it was booked even if since retired,
 * the customer emailed an updated calendar entry (SEQUENCE raised), the providers told
 * and the reminder re-timed (appointment-notices.ts). With
 * `ownProviderOnly` (the owner's book) only its own provider's free times count, and
 * a time they no longer have free is a 409; otherwise its provider is tried first.
 * `alsoWrite` joins the move's transaction (the owner's audit entry).
 */
export async function moveAppointment(
  deps: BookingDeps,
  current: AppointmentRow,
  body: RescheduleBody,
  options: {
    customer: { name: string; email: string };
    ownProviderOnly?: boolean;
    alsoWrite?: (tx: Transaction, moved: AppointmentRow) => Promise<void>;
  },
): Promise<{ row: AppointmentRow; providerName: string | null }> {
  const day = await loadDay(deps.db, current.serviceId, current.serviceDurationMinutes, body.date, current.id, options.ownProviderOnly ? current.providerId : undefined);

  const now = deps.now();
  const plan = planReschedule({ appointment: current, time: body.time, now, day });

  const moved = await writeOnFirstFreeProvider(
    deps,
    plan,
    day,
    async (tx, providerId, providerName) => {
      const row = await moveConfirmedAppointment(tx, current.id, { providerId, startsAt: plan.startsAt, endsAt: plan.endsAt });
      if (!row) throw notConfirmed();
      const agendaAt = agendaAtFor(day, providerId, now);
      await queueAppointmentNotices(tx, { change: 'rescheduled', row, before: current, customer: options.customer, providerName, agendaAt, now });
      await options.alsoWrite?.(tx, row);
      return row;
    },
    current.id,
  );
  if (typeof moved !== 'object') throw slotTaken();
  return moved;
}

/** For the owner's book: its own provider's free times on a date, for moving it there. */
export async function ownerFreeTimes(deps: BookingDeps, appointmentId: string, date: string): Promise<AvailabilityResponse> {
  const existing = await requireChangeableByOwner(deps.db, appointmentId, deps.now());
  return freeTimesOfProvider(deps, existing, date);
}

/**
 * The owner's book moves it to another free time of its own provider, by booking's rules
 * (the pet's vaccines on the new date included);
 * the customer gets the updated calendar entry, and the audit log the change.
 */
export async function rescheduleByOwner(deps: BookingDeps, actor: AuditActor, appointmentId: string, body: RescheduleBody): Promise<void> {
  const existing = await requireChangeableByOwner(deps.db, appointmentId, deps.now());
  // The pet's vaccines must hold on the new date, as for the customer's own move.
  await assertVaccinatedOn(deps.db, existing, body.date);
  const customer = await requireCustomer(deps.db, existing);
  const before = describeForAudit(existing, customer.email);
  await moveAppointment(deps, existing, body, {
    customer,
    ownProviderOnly: true,
    alsoWrite: async (tx, moved) => {
      const after = instantToZoned(moved.startsAt, siteConfig.timeZone);
      await recordChange(tx, {
        actor,
        action: 'appointment.rescheduled',
        subject: `appointment:${moved.id}`,
        details: { ...before, toDate: after.date, toTime: slotLabel(after.minutes) },
      });
    },
  });
}

/** The free starts of an appointment's own provider on a date, for its length (the owner's reschedule offers these). */
export async function freeTimesOfProvider(deps: BookingDeps, current: AppointmentRow, date: string): Promise<AvailabilityResponse> {
  const now = deps.now();
  assertBookableDate(date, now);
  const day = await loadDay(deps.db, current.serviceId, current.serviceDurationMinutes, date, current.id, current.providerId);
  assertShopOpen(day);
  return {
    date,
    timeZone: siteConfig.timeZone,
    slots: daySlots(day, current.serviceDurationMinutes, now)
      .filter((slot) => slot.available)
      .map((slot) => ({ time: slot.time, startsAt: slot.startsAt.toISOString(), available: true })),
  };
}

/**
 * The customer cancels their visit. One whose deposit is paid may be cancelled online even
 * inside the cancellation window (issue 29): the deposit is then kept, as its policy says;
 * before the window it is refunded.
 */
export async function cancelAppointment(deps: BookingDeps, user: SessionUser, appointmentId: string): Promise<Appointment> {
  const found = await findAppointmentOf(deps.db, user.id, appointmentId);
  if (found?.status === 'Awaiting deposit') return cancelAwaitingDeposit(deps, found);
  const current = await requireOwnChangeable(deps, user.id, appointmentId, { lateCancelKeepsDeposit: await hasPaidDeposit(deps.db, appointmentId) });
  const [cancelled] = await cancelVisits(deps, { customer: user }, [current]);
  return withDepositOf(deps, cancelled!);
}

/**
 * A visit still Awaiting deposit is cancelled at once (issue 29): nothing was confirmed, so
 * no window applies and no notice goes (its confirmation and the provider's wait for the
 * payment); its time is freed and its pending deposit order closed (checkout's
 * releaseAwaitingDeposit), a payment arriving later being refunded.
 */
async function cancelAwaitingDeposit(deps: BookingDeps, visit: AppointmentRow): Promise<Appointment> {
  const row = await deps.db.transaction(async (tx) => {
    const released = await releaseAwaitingDeposit(tx, visit.id);
    if (!released) throw notConfirmed();
    return released;
  });
  deps.jobs.kick();
  return presentAppointment(deps.db, row, deps.now());
}

async function withDepositOf(deps: BookingDeps, appointment: Appointment): Promise<Appointment> {
  const [shown] = await withDeposits(deps.db, [appointment], deps.now());
  return shown!;
}

/**
 * Who changes a customer's visits and on whose authority: the customer themselves, or the
 * shop's owner from the console (`owner`), whose every change goes in the audit log. The
 * customer is who the notices are for either way.
 */
export interface VisitChanger {
  customer: { name: string; email: string; locale?: string | null };
  owner?: AuditActor;
}

/**
 * The one way visits are cancelled, one visit or a series' "this and following" (issue 29),
 * by the customer or the owner: in one transaction each visit becomes Cancelled with its
 * notices queued (its mail, its provider's, the waitlist's round), as any appointment, and
 * the owner's each in the audit log. The first must still be Confirmed; a later one
 * cancelled meanwhile is passed over.
 */
export async function cancelVisits(
  deps: BookingDeps,
  changer: VisitChanger,
  visits: readonly AppointmentRow[],
  /** The visit the customer pressed Cancel on (the first) must still be Confirmed; a sweep of them all skips any that is not. */
  { firstMustBeConfirmed = true }: { firstMustBeConfirmed?: boolean } = {},
): Promise<Appointment[]> {
  const { customer, owner } = changer;
  const names = await providerNames(deps.db);
  const cancelled = await deps.db.transaction(async (tx) => {
    const rows: AppointmentRow[] = [];
    for (const [index, visit] of visits.entries()) {
      const row = await closeConfirmedAppointment(tx, visit.id, 'Cancelled');
      if (!row) {
        if (index === 0 && firstMustBeConfirmed) throw owner ? ownerNotConfirmed() : notConfirmed();
        continue;
      }
      // The owner's cancel gives a paid deposit back; the customer's follows the policy (issue 29).
      const deposit = await settleDepositOnCancel(tx, row, owner ? 'shop' : 'customer', deps.now());
      await queueAppointmentNotices(tx, { change: 'cancelled', row, customer, providerName: names.get(row.providerId) ?? null, now: deps.now(), deposit });
      if (owner) await recordChange(tx, { actor: owner, action: 'appointment.cancelled', subject: `appointment:${row.id}`, details: describeForAudit(row, customer.email) });
      await recordEvent(tx, { name: 'appointment_cancelled', ...appointmentSubject(row), details: { by: owner ? 'owner' : 'customer' } });
      rows.push(row);
    }
    return rows;
  });
  deps.jobs.kick();
  return cancelled.map((row) => toAppointment(row, names.get(row.providerId) ?? null));
}

/**
 * Every visit the customer still has to come, cancelled the one way (cancelVisits), each
 * with its usual notices: their account is closing (issue 30). How many were cancelled.
 */
export async function cancelUpcomingVisits(deps: BookingDeps, user: SessionUser): Promise<number> {
  const visits = await findConfirmedVisitsOf(deps.db, user.id, deps.now());
  // A visit closed meanwhile (by its provider, the owner, or a second request) is skipped.
  return visits.length === 0 ? 0 : (await cancelVisits(deps, { customer: user }, visits, { firstMustBeConfirmed: false })).length;
}

export async function deleteAppointment(db: Database, userId: string, appointmentId: string): Promise<void> {
  if (await deleteCancelledAppointmentOf(db, userId, appointmentId)) return;
  if (await findAppointmentOf(db, userId, appointmentId)) {
    throw new AppError(409, 'NOT_CANCELLED', bookingMessages.onlyCancelledDelete);
  }
  throw appointmentNotFound();
}

/**
 * A day's times of a service for one of a customer's saved pets, at the pet's duration,
 * as the wizard would show them (the customer's minimum notice included): what a module
 * that offers times later asks before it promises one. Works in the
 * caller's transaction. The pet of another customer, or deleted, is not found (404).
 */
export async function petDaySlots(db: Executor, now: Date, ask: { userId: string; serviceId: string; petId: string; date: string }) {
  const service = await requireService(db, ask.serviceId);
  const care = await loadPetCare(db, ask.userId, service.id, { petId: ask.petId });
  const { terms } = weighPetCare(service, care, ask.date);
  const day = await loadDay(db, service.id, terms.durationMinutes, ask.date);
  return { service, pet: care.pet!, terms, closure: day.closure, slots: daySlots(day, terms.durationMinutes, now) };
}

// ---- helpers ----

export async function requireService(db: Executor, serviceId: string): Promise<ServiceOffer> {
  const service = await activeService(db, serviceId);
  if (!service) throw new AppError(404, 'SERVICE_NOT_FOUND', bookingMessages.serviceUnavailable);
  return service;
}

/**
 * The customer's own appointment, if they may still cancel or reschedule it online
 * (issue 14): Confirmed, not started, and not inside the owner's cancellation window,
 * inside which they are told to call the shop. Each refusal has its own words.
 */
export async function requireOwnChangeable(
  deps: BookingDeps,
  userId: string,
  appointmentId: string,
  { lateCancelKeepsDeposit = false }: { lateCancelKeepsDeposit?: boolean } = {},
): Promise<AppointmentRow> {
  const [found, { cancelWindowMinutes }] = await Promise.all([findAppointmentOf(deps.db, userId, appointmentId), bookingSettings(deps.db)]);
  if (!found) throw appointmentNotFound();
  const refusal = customerChangeRefusal(found, deps.now(), cancelWindowMinutes);
  switch (refusal === 'inside-window' && lateCancelKeepsDeposit ? undefined : refusal) {
    case 'not-confirmed':
      throw notConfirmed();
    case 'started':
      throw new AppError(409, 'APPOINTMENT_STARTED', bookingRuleMessages.started);
    case 'inside-window':
      throw new AppError(409, 'INSIDE_CANCEL_WINDOW', bookingRuleMessages.insideCancelWindow(cancelWindowMinutes));
    case undefined:
      return found;
  }
}

/**
 * The providers offering the service on that date (or only `onlyProviderId`), their
 * Confirmed appointments around it, and the shop's calendar and booking settings. The
 * minimum notice binds customers; with `onlyProviderId` it is the owner's book, the shop
 * itself, which may take a time at shorter notice.
 */
export async function loadDay(
  db: Executor,
  serviceId: string,
  durationMinutes: number,
  date: string,
  exceptAppointmentId?: string | readonly string[],
  onlyProviderId?: number,
): Promise<BookingDay> {
  const [offering, settings, closure] = await Promise.all([schedulesOffering(db, serviceId, date), bookingSettings(db), closureOn(db, date)]);
  const schedules = onlyProviderId === undefined ? offering : offering.filter((schedule) => schedule.id === onlyProviderId);
  const { from, to } = bookingDayWindow(date, durationMinutes);
  const bookings = await findConfirmedBookings(db, schedules.map((schedule) => schedule.id), from, to, exceptAppointmentId);
  const minNoticeMinutes = onlyProviderId === undefined ? settings.minNoticeMinutes : 0;
  return { date, schedules, bookings, slotStepMinutes: settings.slotStepMinutes, minNoticeMinutes, closure };
}

/** When the provider's agenda for the day is due: the start of their working day, unless it has begun. */
export function agendaAtFor(day: BookingDay, providerId: number, now: Date): Date | undefined {
  const schedule = day.schedules.find((candidate) => candidate.id === providerId);
  return schedule && agendaDueAt(schedule, day.date, siteConfig.timeZone, now);
}

/** Who the appointment is for: the saved pet as it is now, else the pet typed in. */
export function bookedPet(body: BookAppointmentBody, care: PetCare): BookedPet {
  return care.pet ?? { name: body.petName, type: body.petType, age: body.petAge, breed: body.petBreed || null };
}
export type BookedPet = Pick<NonNullable<PetCare['pet']>, 'name' | 'type' | 'age' | 'breed'>;

/** The pet typed in, as the owner's new saved pet (its size from the weight when not chosen). */
export function savedPetOf(body: BookAppointmentBody, care: PetCare) {
  const { petName: name, petType: type, petAge: age, petBreed, petWeightKg: weightKg } = body;
  return { name, type, age, breed: petBreed || undefined, size: care.size ?? undefined, coat: care.coat ?? undefined, weightKg };
}

/** The snapshot of the service and the pet (issue 14: the duration and price are the pet's). */
export function newAppointment(
  user: Pick<SessionUser, 'id'>,
  service: ServiceOffer,
  body: Pick<BookAppointmentBody, 'specialInstructions' | 'idempotencyKey'>,
  providerId: number,
  plan: SlotPlan,
  pet: BookedPet & { id: string | null },
  terms: ServiceTerms,
) {
  return {
    userId: user.id,
    providerId,
    serviceId: service.id,
    serviceName: service.name,
    serviceDescription: service.description,
    serviceDurationMinutes: terms.durationMinutes,
    servicePriceCents: terms.priceCents,
    servicePetTypes: service.petTypes,
    petId: pet.id,
    petName: pet.name,
    petType: pet.type,
    petAge: pet.age,
    petBreed: pet.breed,
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

/** An appointment as its customer sees it, with its deposit (issue 29) when it has one. */
export async function presentAppointment(db: Database, row: AppointmentRow, now = new Date(), providerName?: string | null): Promise<Appointment> {
  const name = providerName !== undefined ? providerName : ((await providerNames(db)).get(row.providerId) ?? null);
  const deposit = (await depositViews(db, [row], now)).get(row.id);
  return { ...toAppointment(row, name), ...(deposit && { deposit }) };
}

const listsWithoutDeposits = new WeakSet<Appointment[]>();

/**
 * Customers' appointments with their deposits (issue 29), in one read; the same array back
 * when none has one. A deposit is written with its booking, so a list remembered for a
 * version of the appointment book (appointmentPageBodyOf) that had none never gains one:
 * such a list is not read again.
 */
export async function withDeposits(db: Executor, appointments: Appointment[], now: Date): Promise<Appointment[]> {
  if (listsWithoutDeposits.has(appointments)) return appointments;
  const deposits = await depositViews(db, appointments.map((appointment) => ({ id: appointment.id, startsAt: new Date(appointment.startsAt) })), now);
  if (deposits.size === 0) listsWithoutDeposits.add(appointments);
  return deposits.size === 0 ? appointments : appointments.map((appointment) => {
    const deposit = deposits.get(appointment.id);
    return deposit ? { ...appointment, deposit } : appointment;
  });
}
