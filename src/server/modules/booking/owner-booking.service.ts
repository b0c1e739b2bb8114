import { createHash, randomUUID } from 'node:crypto';
import { customerMessages } from '@shared/contracts/console-customers';
import type { AvailabilityResponse } from '@shared/contracts/booking';
import type { SeriesPreview } from '@shared/contracts/booking-series';
import { seriesMessages } from '@shared/contracts/booking-series';
import type { OwnerBooking, OwnerBookingBody, OwnerFreeTimesQuery, OwnerSeriesPreviewBody } from '@shared/contracts/owner-booking';
import { addDaysToDate, checkBookableDate, parseSlotLabel, type IsoDate } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState } from '../../db/sql-state';
import { AppError, notFound } from '../../lib/app-error';
import { contactsOf, type Contact } from '../accounts/accounts.service';
import { recordEvent } from '../analytics/analytics.service';
import { describe as describeForAudit } from '../appointment-book/appointment-book.service';
import {
  appointmentSubject,
  findAppointmentByIdempotencyKey,
  findConfirmedSeriesVisitsOf,
  insertAppointment,
  lockProviderSchedule,
  toAppointment,
  type AppointmentRow,
} from '../appointment-book/appointments.service';
import { queueAppointmentNotices } from '../appointment-notices/appointment-notices.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import type { ServiceOffer } from '../catalog/service-catalog.service';
import { assertPetCareAllows, loadPetCare, termsView, weighPetCare, type PetCare } from '../pets/pet-care.service';
import { providerNames } from '../providers/providers.service';
import { assertBookableDate, assertServiceSuits, assertShopOpen, daySlots, planBooking, type BookingDay, type SlotPlan } from './booking-plan';
import { firstFreeProvider, previewVisits, seriesDates, visitTaken } from './booking-series.service';
import { agendaAtFor, loadDay, newAppointment, requireService, slotTaken, type BookingDeps } from './booking.service';

/**
 * The owner books for a customer from the console's appointment book (issue 29, item 1;
 * ADR 0052): by a single booking's and a series' own rules (the service suits the pet, the
 * pet's vaccines hold on each date, the time is offered and free, the no-overlap
 * constraint), with the shop's own latitude, as for the owner's other changes in the book:
 * no minimum notice, a provider of the owner's choosing. What the owner books needs no
 * deposit and no waiver first: the visit is Confirmed, the owner is recorded as who booked
 * it (audited), and staff see on the visit that no waiver is accepted yet.
 */

const { timeZone } = siteConfig;
const { seriesHorizonDays } = siteConfig.booking;

interface OwnerBookingSubject {
  customerId: string;
  petId: string;
  serviceId: string;
  providerId?: number;
}

interface Loaded {
  customer: Contact & { id: string };
  service: ServiceOffer;
  care: PetCare;
  pet: NonNullable<PetCare['pet']>;
}

/** The customer, their pet and the service, or the 404/422 that says which is wrong. */
async function loadSubject(db: Executor, subject: OwnerBookingSubject): Promise<Loaded> {
  const contact = (await contactsOf(db, [subject.customerId])).get(subject.customerId);
  if (!contact) throw notFound(customerMessages.unknownCustomer);
  const service = await requireService(db, subject.serviceId);
  const care = await loadPetCare(db, subject.customerId, service.id, { petId: subject.petId });
  const pet = care.pet!;
  assertServiceSuits(service, pet.type);
  return { customer: { ...contact, id: subject.customerId }, service, care, pet };
}

/** A day as the owner books it: the chosen provider's (or every provider's who offers it), at no minimum notice. */
async function ownerDay(db: Executor, loaded: Loaded, date: string, providerId: number | undefined): Promise<{ day: BookingDay; durationMinutes: number }> {
  const durationMinutes = weighPetCare(loaded.service, loaded.care, date).terms.durationMinutes;
  const day = await loadDay(db, loaded.service.id, durationMinutes, date, undefined, providerId);
  return { day: { ...day, minNoticeMinutes: 0 }, durationMinutes };
}

/** GET /api/console/bookings/free-times: the free starts of that date, at the pet's length of the service. */
export async function ownerBookingFreeTimes(deps: BookingDeps, query: OwnerFreeTimesQuery): Promise<AvailabilityResponse> {
  const loaded = await loadSubject(deps.db, query);
  const now = deps.now();
  assertBookableDate(query.date, now);
  const { day, durationMinutes } = await ownerDay(deps.db, loaded, query.date, query.providerId);
  assertShopOpen(day);
  return {
    date: query.date,
    timeZone,
    terms: termsView(weighPetCare(loaded.service, loaded.care, query.date).terms),
    slots: daySlots(day, durationMinutes, now)
      .filter((slot) => slot.available)
      .map((slot) => ({ time: slot.time, startsAt: slot.startsAt.toISOString(), available: true })),
  };
}

/** POST /api/console/bookings/preview: the wizard's preview (previewVisits), at the owner's latitude. */
export async function previewOwnerSeries(deps: BookingDeps, body: OwnerSeriesPreviewBody): Promise<SeriesPreview> {
  const now = deps.now();
  const dates = seriesDates(body.date, body.repeat, now);
  const loaded = await loadSubject(deps.db, body);
  const dayTimes = async (date: IsoDate) => {
    if (!checkBookableDate({ date, now, timeZone, horizonDays: seriesHorizonDays }).ok) return [];
    const { day, durationMinutes } = await ownerDay(deps.db, loaded, date, body.providerId);
    return day.closure ? [] : daySlots(day, durationMinutes, now);
  };
  const visits = await previewVisits(dates, body.time, dayTimes);
  return { terms: termsView(weighPetCare(loaded.service, loaded.care, body.date).terms), visits };
}

/** What a request asks for, whatever its spelling: the same request sent again hashes the same. */
function requestHashOf(body: OwnerBookingBody): string {
  const { idempotencyKey: _key, ...asked } = body;
  const visits = (asked.visits ?? [{ date: asked.date, time: asked.time }]).map((visit) => [visit.date, parseSlotLabel(visit.time)]);
  return createHash('sha256').update(JSON.stringify({ ...asked, time: parseSlotLabel(asked.time), visits, owner: true })).digest('hex');
}

/**
 * POST /api/console/bookings: one visit, or every visit of a previewed repeat at the time
 * settled on for each (its rule's date, or the day after for a time the preview offered),
 * for the customer's pet. Load and decide each visit as a booking does; then, in one
 * transaction under the providers' locks taken in one order, each takes the first of its
 * providers still free, or the whole request is refused (409 naming the visit) and
 * nothing is written. Each visit has the notices of any booking (the customer's one
 * confirmation lists a series' visits) and its audit entry. Idempotent on the customer's
 * key space, as the customer's own booking.
 */
export async function bookForCustomer(deps: BookingDeps, actor: AuditActor, body: OwnerBookingBody): Promise<OwnerBooking> {
  const requestHash = requestHashOf(body);
  const replay = await findAppointmentByIdempotencyKey(deps.db, body.customerId, body.idempotencyKey);
  if (replay) return replayOf(deps.db, replay, requestHash);
  try {
    return await bookNew(deps, actor, body, requestHash);
  } catch (error) {
    const twin = await findAppointmentByIdempotencyKey(deps.db, body.customerId, body.idempotencyKey);
    if (twin) return replayOf(deps.db, twin, requestHash);
    throw error;
  }
}

async function replayOf(db: Database, first: AppointmentRow, requestHash: string): Promise<OwnerBooking> {
  if (first.requestHash !== requestHash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'errors.booking.idempotencyKeyReused');
  const names = await providerNames(db);
  const rows = first.seriesId === null ? [first] : await findConfirmedSeriesVisitsOf(db, first.userId, first.seriesId, first.startsAt);
  return { seriesId: first.seriesId, appointments: rows.map((row) => toAppointment(row, names.get(row.providerId) ?? null)) };
}

/** The visits asked for: the one, or each of the rule's dates at its settled time (that date or the day after). */
function askedVisits(body: OwnerBookingBody, now: Date): Array<{ date: string; time: string }> {
  if (!body.repeat || !body.visits) return [{ date: body.date, time: body.time }];
  const dates = seriesDates(body.date, body.repeat, now);
  const matches = body.visits.length === dates.length && body.visits.every((visit, i) => visit.date === dates[i] || visit.date === addDaysToDate(dates[i]!, 1));
  if (!matches) throw new AppError(422, 'SERIES_VISITS_CHANGED', seriesMessages.visitsChanged, { visits: seriesMessages.visitsChanged });
  return body.visits;
}

async function bookNew(deps: BookingDeps, actor: AuditActor, body: OwnerBookingBody, requestHash: string): Promise<OwnerBooking> {
  const now = deps.now();
  const visits = askedVisits(body, now);
  const series = body.repeat !== undefined;
  const loaded = await loadSubject(deps.db, body);
  const { customer, service, care, pet } = loaded;

  const planned: Array<{ plan: SlotPlan; day: BookingDay; terms: ReturnType<typeof assertPetCareAllows> }> = [];
  for (const [index, visit] of visits.entries()) {
    const verdict = weighPetCare(service, care, visit.date);
    const { day } = await ownerDay(deps.db, loaded, visit.date, body.providerId);
    let plan: SlotPlan;
    try {
      // The first visit keeps a single booking's horizon; the later ones a series'.
      plan = planBooking({ service: { ...service, durationMinutes: verdict.terms.durationMinutes }, petType: pet.type, time: visit.time, now, day, horizonDays: index === 0 ? undefined : seriesHorizonDays });
    } catch (error) {
      if (series && error instanceof AppError && error.code !== 'SERVICE_NOT_FOR_PET_TYPE') throw visitTaken(index, visit);
      throw error;
    }
    if (plan.providerIds.length === 0) throw series ? visitTaken(index, visit) : slotTaken();
    // The pet's vaccines on each visit's date, as any booking.
    planned.push({ plan, day, terms: assertPetCareAllows(verdict, pet.name) });
  }

  const names = await providerNames(deps.db);
  const seriesId = series ? randomUUID() : null;
  let writing = 0;
  try {
    const rows = await deps.db.transaction(async (tx) => {
      const providers = [...new Set(planned.flatMap(({ plan }) => plan.providerIds))].sort((a, b) => a - b);
      for (const providerId of providers) await lockProviderSchedule(tx, providerId);
      const written: AppointmentRow[] = [];
      for (const [index, { plan, terms }] of planned.entries()) {
        writing = index;
        const providerId = await firstFreeProvider(tx, plan);
        if (providerId === undefined) throw series ? visitTaken(index, visits[index]!) : slotTaken();
        const first = index === 0;
        const row = await insertAppointment(tx, {
          ...newAppointment(customer, service, { specialInstructions: body.specialInstructions, idempotencyKey: first ? body.idempotencyKey : randomUUID() }, providerId, plan, pet, terms),
          requestHash: first ? requestHash : null,
          seriesId,
        });
        await recordEvent(tx, { name: 'appointment_booked', ...appointmentSubject(row), details: { by: 'owner', ...(seriesId && { series: seriesId }) } });
        await recordChange(tx, { actor, action: 'appointment.booked', subject: `appointment:${row.id}`, details: { ...describeForAudit(row, customer.email), ...(seriesId && { series: seriesId }) } });
        written.push(row);
      }
      for (const [index, row] of written.entries()) {
        const agendaAt = agendaAtFor(planned[index]!.day, row.providerId, now);
        const mail = !series ? {} : index === 0 ? { seriesVisits: written } : { customerMail: false as const };
        await queueAppointmentNotices(tx, { change: 'booked', row, customer, providerName: names.get(row.providerId) ?? null, agendaAt, now, ...mail });
      }
      return written;
    });
    deps.jobs.kick();
    return { seriesId, appointments: rows.map((row) => toAppointment(row, names.get(row.providerId) ?? null)) };
  } catch (error) {
    const code = sqlState(error);
    if (code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED) throw series ? visitTaken(writing, visits[writing]!) : slotTaken();
    throw error;
  }
}
