import { createHash, randomUUID } from 'node:crypto';
import { depositMessages } from '@shared/contracts/deposits';
import {
  repeatRefusalMessage,
  seriesMessages,
  type BookSeriesBody,
  type ChangedVisits,
  type RepeatBody,
  type Series,
  type SeriesPreview,
  type SeriesPreviewBody,
} from '@shared/contracts/booking-series';
import type { SessionUser } from '@shared/contracts/accounts';
import type { RescheduleBody } from '@shared/contracts/booking';
import { nearestFreeTimes, repeatDates, shiftedDates, visitStart, type RepeatRule } from '@shared/scheduling/repeat-visits';
import { addDaysToDate, checkBookableDate, instantToZoned, parseSlotLabel, slotLabel, todayInZone, type IsoDate } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Transaction } from '../../db/database';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState } from '../../db/sql-state';
import { AppError } from '../../lib/app-error';
import { recordEvent } from '../analytics/analytics.service';
import { describe as describeForAudit, requireChangeable as requireChangeableByOwner, requireCustomer } from '../appointment-book/appointment-book.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { queueAppointmentNotices } from '../appointment-notices/appointment-notices.service';
import {
  appointmentSubject,
  findAppointmentByIdempotencyKey,
  findConfirmedBookings,
  findConfirmedSeriesVisitsOf,
  insertAppointment,
  lockProviderSchedule,
  moveConfirmedAppointment,
  toAppointment,
  type AppointmentRow,
} from '../appointment-book/appointments.service';
import { addPetIn } from '../pets/pets.service';
import { assertPetCareAllows, assertVaccinatedOn, loadPetCare, termsView, weighPetCare } from '../pets/pet-care.service';
import { providerNames } from '../providers/providers.service';
import { recordAcceptance, requireWaiverAccepted } from '../waivers/waivers.service';
import { assertBookableDate, assertServiceSuits, daySlots, planBooking, planReschedule, type BookingDay, type SlotPlan } from './booking-plan';
import {
  agendaAtFor,
  bookedPet,
  cancelVisits,
  loadDay,
  newAppointment,
  notConfirmed,
  requireOwnChangeable,
  requireService,
  savedPetOf,
  slotTaken,
  type BookingDeps,
  type VisitChanger,
} from './booking.service';

/**
 * Recurring visits (issue 29, item 1; ADR 0040). A series is ordinary appointments that
 * share a series id: each visit is decided by booking's own rules (booking-plan.ts) and
 * held by the same lock and EXCLUDE constraint; they are written in one transaction, all
 * or none.
 */

const { timeZone } = siteConfig;
const { seriesHorizonDays } = siteConfig.booking;

/** The rule's dates from the first visit's, or the 422 that says what is wrong with it. */
export function seriesDates(firstDate: IsoDate, repeat: RepeatBody, now: Date): IsoDate[] {
  assertBookableDate(firstDate, now);
  const today = todayInZone(now, timeZone);
  const rule = (repeat.until !== undefined ? { everyWeeks: repeat.everyWeeks, until: repeat.until } : { everyWeeks: repeat.everyWeeks, count: repeat.count! }) as RepeatRule;
  const expanded = repeatDates(firstDate, rule, { today, lastBookable: addDaysToDate(today, seriesHorizonDays) });
  if (expanded.ok) return expanded.dates;
  const refusal = repeatRefusalMessage(expanded.reason, seriesHorizonDays);
  throw new AppError(422, 'VALIDATION_ERROR', refusal.message, { [`repeat.${refusal.field}`]: refusal.message });
}

/**
 * POST /api/appointment-series/preview: every visit of the rule at the first visit's time,
 * available or not as a single booking would find it, and for a taken one the nearest free
 * times that day or the next (a closed day offers the next day's). Writes nothing.
 */
export async function previewSeries(deps: BookingDeps, user: SessionUser, body: SeriesPreviewBody): Promise<SeriesPreview> {
  const now = deps.now();
  const dates = seriesDates(body.date, body.repeat, now);
  const service = requireNoDeposit(await requireService(deps.db, body.serviceId));
  const care = await loadPetCare(deps.db, user.id, service.id, { petId: body.petId, petType: body.petType, size: body.petSize, coat: body.petCoat, weightKg: body.petWeightKg });
  assertServiceSuits(service, care.pet?.type ?? body.petType);
  const { terms } = weighPetCare(service, care, body.date);

  const dayTimes = async (date: IsoDate) => {
    if (!checkBookableDate({ date, now, timeZone, horizonDays: seriesHorizonDays }).ok) return [];
    const durationMinutes = weighPetCare(service, care, date).terms.durationMinutes;
    const day = await loadDay(deps.db, service.id, durationMinutes, date);
    return day.closure ? [] : daySlots(day, durationMinutes, now);
  };
  const visits = await previewVisits(dates, body.time, dayTimes);
  return { terms: termsView(terms), visits };
}

/**
 * Each date's visit at the wanted time, available or not by the day's times, and for a
 * taken one the nearest free times that day or the next: the wizard's preview and the
 * owner's alike, each with its own way of reading a day's times.
 */
export async function previewVisits(
  dates: readonly IsoDate[],
  time: string,
  dayTimes: (date: IsoDate) => Promise<ReturnType<typeof daySlots>>,
): Promise<SeriesPreview['visits']> {
  const wanted = parseSlotLabel(time)!;
  const visits: SeriesPreview['visits'] = [];
  for (const date of dates) {
    const times = await dayTimes(date);
    const slot = times.find((candidate) => candidate.minutes === wanted);
    const available = slot?.available ?? false;
    const alternatives = available
      ? []
      : nearestFreeTimes({ wantedMinutes: wanted, sameDay: { date, times }, nextDay: { date: addDaysToDate(date, 1), times: await dayTimes(addDaysToDate(date, 1)) } });
    visits.push({
      date,
      time,
      startsAt: (slot?.startsAt ?? visitStart(date, wanted, timeZone)).toISOString(),
      available,
      alternatives: alternatives.map((free) => ({ date: free.date, time: free.time, startsAt: free.startsAt.toISOString() })),
    });
  }
  return visits;
}

/** Where a visit was moved, as the owner's audit entry says it. */
function movedTo(row: AppointmentRow) {
  const after = instantToZoned(row.startsAt, timeZone);
  return { toDate: after.date, toTime: slotLabel(after.minutes) };
}

/** What a series request asks for, whatever its spelling: the same request sent again hashes the same. */
function seriesRequestHash(body: BookSeriesBody): string {
  const { idempotencyKey: _key, waiver: _waiver, ...asked } = body;
  return createHash('sha256').update(JSON.stringify({ ...asked, visits: asked.visits.map((visit) => [visit.date, parseSlotLabel(visit.time)]) })).digest('hex');
}

export const visitTaken = (index: number, visit: { date: string; time: string }) =>
  new AppError(409, 'SERIES_VISIT_TAKEN', seriesMessages.visitTaken(index + 1, visit.date, visit.time));

/**
 * POST /api/appointment-series: books every visit the customer settled on, each by the
 * rules of a single booking (the service suits the pet, the pet's vaccines hold on that
 * date, the time is offered and free), in one transaction: the providers of every visit
 * are locked first, in one order, each visit then takes the first of its providers still
 * free, and if any visit has none the whole series is refused (409 naming the visit) and
 * nothing is written. The waiver is accepted once, with the first visit; each visit gets
 * its notices as any appointment. Idempotent like a single booking: the key is the first
 * visit's, and a request sent again gets the same series.
 */
export async function bookSeries(deps: BookingDeps, user: SessionUser, body: BookSeriesBody): Promise<Series> {
  const requestHash = seriesRequestHash(body);
  const replay = await findAppointmentByIdempotencyKey(deps.db, user.id, body.idempotencyKey);
  if (replay) return replayOf(deps.db, user.id, replay, requestHash);
  try {
    return await bookNewSeries(deps, user, body, requestHash);
  } catch (error) {
    const twin = await findAppointmentByIdempotencyKey(deps.db, user.id, body.idempotencyKey);
    if (twin) return replayOf(deps.db, user.id, twin, requestHash);
    throw error;
  }
}

async function replayOf(db: Database, userId: string, first: AppointmentRow, requestHash: string): Promise<Series> {
  if (first.seriesId === null || first.requestHash !== requestHash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'errors.booking.idempotencyKeyReused');
  const names = await providerNames(db);
  const rows = await findConfirmedSeriesVisitsOf(db, userId, first.seriesId, first.startsAt);
  return { seriesId: first.seriesId, appointments: rows.map((row) => toAppointment(row, names.get(row.providerId) ?? null)) };
}

async function bookNewSeries(deps: BookingDeps, user: SessionUser, body: BookSeriesBody, requestHash: string): Promise<Series> {
  const now = deps.now();
  const dates = seriesDates(body.date, body.repeat, now);
  // Each visit on its rule's date or, for a taken time, the day after (the preview's offer).
  const matches = body.visits.length === dates.length && body.visits.every((visit, i) => visit.date === dates[i] || visit.date === addDaysToDate(dates[i]!, 1));
  if (!matches) throw new AppError(422, 'SERIES_VISITS_CHANGED', seriesMessages.visitsChanged, { visits: seriesMessages.visitsChanged });

  const service = requireNoDeposit(await requireService(deps.db, body.serviceId));
  const care = await loadPetCare(deps.db, user.id, service.id, { petId: body.petId, petType: body.petType, size: body.petSize, coat: body.petCoat, weightKg: body.petWeightKg });
  const pet = bookedPet(body, care);
  const planned: Array<{ plan: SlotPlan; day: BookingDay; terms: ReturnType<typeof assertPetCareAllows> }> = [];
  for (const [index, visit] of body.visits.entries()) {
    const verdict = weighPetCare(service, care, visit.date);
    const day = await loadDay(deps.db, service.id, verdict.terms.durationMinutes, visit.date);
    let plan: SlotPlan;
    try {
      plan = planBooking({ service: { ...service, durationMinutes: verdict.terms.durationMinutes }, petType: pet.type, time: visit.time, now, day, horizonDays: seriesHorizonDays });
    } catch (error) {
      if (error instanceof AppError && error.code !== 'SERVICE_NOT_FOR_PET_TYPE') throw visitTaken(index, visit);
      throw error;
    }
    if (plan.providerIds.length === 0) throw visitTaken(index, visit);
    planned.push({ plan, day, terms: assertPetCareAllows(verdict, pet.name) });
  }
  const waiver = await requireWaiverAccepted(deps.db, { serviceId: service.id, petId: care.pet?.id ?? null, acceptance: body.waiver });

  const names = await providerNames(deps.db);
  const seriesId = randomUUID();
  let writing = 0;
  try {
    const rows = await deps.db.transaction(async (tx) => {
      // Every provider this series may take, locked in one order: two series racing queue, never deadlock.
      const providers = [...new Set(planned.flatMap(({ plan }) => plan.providerIds))].sort((a, b) => a - b);
      for (const providerId of providers) await lockProviderSchedule(tx, providerId);
      const petId = care.pet?.id ?? (body.savePet ? (await addPetIn(tx, user.id, savedPetOf(body, care))).id : null);
      const written: AppointmentRow[] = [];
      for (const [index, { plan, terms }] of planned.entries()) {
        writing = index;
        const providerId = await firstFreeProvider(tx, plan);
        if (providerId === undefined) throw visitTaken(index, body.visits[index]!);
        const first = index === 0;
        const row = await insertAppointment(tx, {
          ...newAppointment(user, service, body, providerId, plan, { ...pet, id: petId }, terms),
          idempotencyKey: first ? body.idempotencyKey : randomUUID(),
          requestHash: first ? requestHash : null,
          seriesId,
        });
        if (first && waiver) await recordAcceptance(tx, waiver, { appointmentId: row.id, userId: user.id, petId });
        await recordEvent(tx, { name: 'appointment_booked', ...appointmentSubject(row), details: { series: seriesId } });
        written.push(row);
      }
      // Each visit's notices as any booking's; the customer's confirmation is one mail listing them all (ADR 0040).
      for (const [index, row] of written.entries()) {
        const agendaAt = agendaAtFor(planned[index]!.day, row.providerId, now);
        const mail = index === 0 ? { seriesVisits: written } : { customerMail: false as const };
        await queueAppointmentNotices(tx, { change: 'booked', row, customer: user, providerName: names.get(row.providerId) ?? null, agendaAt, now, ...mail });
      }
      return written;
    });
    deps.jobs.kick();
    return { seriesId, appointments: rows.map((row) => toAppointment(row, names.get(row.providerId) ?? null)) };
  } catch (error) {
    const code = sqlState(error);
    if (code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED) throw visitTaken(writing, body.visits[writing]!);
    throw error;
  }
}

/**
 * The first of the plan's providers with nothing Confirmed over its time (the visits being
 * moved not counted), asked under their locks, which the caller holds; undefined when none is.
 */
export async function firstFreeProvider(tx: Transaction, plan: SlotPlan, movingIds?: readonly string[]): Promise<number | undefined> {
  for (const candidate of plan.providerIds) {
    if ((await findConfirmedBookings(tx, [candidate], plan.startsAt, plan.endsAt, movingIds)).length === 0) return candidate;
  }
  return undefined;
}

/**
 * Whose authority a "this and following" change acts on: the customer's (their own visit,
 * under their rules: its cancellation window) or the owner's from the console (any
 * customer's visit that is Confirmed and not started; each change in the audit log).
 */
export type SeriesChanger = { by: 'customer'; user: SessionUser } | { by: 'owner'; actor: AuditActor };

/** The visit acted on, as its changer may change it, and who its notices are for. */
async function changeableVisit(deps: BookingDeps, changer: SeriesChanger, appointmentId: string): Promise<{ current: AppointmentRow; as: VisitChanger }> {
  if (changer.by === 'customer') return { current: await requireOwnChangeable(deps, changer.user.id, appointmentId), as: { customer: changer.user } };
  const current = await requireChangeableByOwner(deps.db, appointmentId, deps.now());
  return { current, as: { customer: await requireCustomer(deps.db, current), owner: changer.actor } };
}

/** "This and following": the visit and every later Confirmed one of its series, earliest first (a visit outside a series alone). */
async function thisAndFollowing(db: Database, current: AppointmentRow): Promise<AppointmentRow[]> {
  if (current.seriesId === null) return [current];
  const following = await findConfirmedSeriesVisitsOf(db, current.userId, current.seriesId, current.startsAt);
  return [current, ...following.filter((visit) => visit.id !== current.id)];
}

/**
 * POST /api/appointments/:id/cancel-following (the customer) and
 * /api/console/appointments/:id/cancel-following (the owner): this visit and every later
 * Confirmed one of its series, in one transaction, under the changer's rules for this one.
 */
export async function cancelFollowing(deps: BookingDeps, changer: SeriesChanger, appointmentId: string): Promise<ChangedVisits> {
  const { current, as } = await changeableVisit(deps, changer, appointmentId);
  return { appointments: await cancelVisits(deps, as, await thisAndFollowing(deps.db, current)) };
}

/**
 * PATCH /api/appointments/:id/following (the customer) and POST
 * /api/console/appointments/:id/reschedule-following (the owner): this visit to a new date
 * and time, and every later Confirmed visit of its series shifted by the same number of
 * days to the same new time, all or none (409 naming the visit that cannot move). Each is
 * planned as a single reschedule (its own provider first, its pet's vaccines on the new
 * date; for the owner, as the owner's single move, only its own provider and no minimum
 * notice), the series' current times not counting against the new ones; the customer and
 * the providers are told of each move as of any, and the owner's moves are audited.
 */
export async function rescheduleFollowing(deps: BookingDeps, changer: SeriesChanger, appointmentId: string, body: RescheduleBody): Promise<ChangedVisits> {
  const { current, as } = await changeableVisit(deps, changer, appointmentId);
  const visits = await thisAndFollowing(deps.db, current);
  const movingIds = visits.map((visit) => visit.id);
  const localDates = visits.map((visit) => instantToZoned(visit.startsAt, timeZone).date);
  const newDates = shiftedDates(localDates, localDates[0]!, body.date);
  const now = deps.now();

  const planned: Array<{ visit: AppointmentRow; plan: SlotPlan; day: BookingDay; target: { date: string; time: string } }> = [];
  for (const [index, visit] of visits.entries()) {
    const target = { date: newDates[index]!, time: body.time };
    await assertVaccinatedOn(deps.db, visit, target.date);
    const day = await loadDay(deps.db, visit.serviceId, visit.serviceDurationMinutes, target.date, movingIds, as.owner ? visit.providerId : undefined);
    let plan: SlotPlan;
    try {
      // The visit moved keeps a single booking's horizon; the later ones a series'.
      plan = planReschedule({ appointment: visit, time: target.time, now, day, horizonDays: index === 0 ? undefined : seriesHorizonDays });
    } catch (error) {
      // The visit being changed keeps its own words (a past time, too soon); a later one is named.
      if (index > 0 && error instanceof AppError) throw visitTaken(index, target);
      throw error;
    }
    if (plan.providerIds.length === 0) throw visitTaken(index, target);
    planned.push({ visit, plan, day, target });
  }

  const names = await providerNames(deps.db);
  const moved = await deps.db.transaction(async (tx) => {
    const providers = [...new Set(planned.flatMap(({ plan, visit }) => [...plan.providerIds, visit.providerId]))].sort((a, b) => a - b);
    for (const providerId of providers) await lockProviderSchedule(tx, providerId);
    // Later ones first when moving later (earlier ones first when earlier): a visit never lands on a time another has yet to leave.
    const order = body.date >= localDates[0]! ? [...planned].reverse() : planned;
    const rows: AppointmentRow[] = [];
    for (const { visit, plan, day, target } of order) {
      const providerId = await firstFreeProvider(tx, plan, movingIds);
      if (providerId === undefined) throw visitTaken(planned.findIndex((entry) => entry.visit === visit), target);
      const row = await moveConfirmedAppointment(tx, visit.id, { providerId, startsAt: plan.startsAt, endsAt: plan.endsAt });
      if (!row) throw notConfirmed();
      const agendaAt = agendaAtFor(day, providerId, now);
      await queueAppointmentNotices(tx, { change: 'rescheduled', row, before: visit, customer: as.customer, providerName: names.get(providerId) ?? null, agendaAt, now });
      if (as.owner) await recordChange(tx, { actor: as.owner, action: 'appointment.rescheduled', subject: `appointment:${row.id}`, details: { ...describeForAudit(visit, as.customer.email), ...movedTo(row) } });
      rows.push(row);
    }
    return rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  }).catch((error: unknown) => {
    const code = sqlState(error);
    if (code === EXCLUSION_VIOLATION || code === DEADLOCK_DETECTED) throw slotTaken();
    throw error;
  });
  deps.jobs.kick();
  return { appointments: moved.map((row) => toAppointment(row, names.get(row.providerId) ?? null)) };
}

/**
 * Issue 29, ADR 0045: a service that asks a deposit is booked one visit at a time (each
 * visit its own deposit, hold and policy); a series of it is refused in words.
 */
function requireNoDeposit<Offer extends { depositKind: string }>(service: Offer): Offer {
  if (service.depositKind !== 'none') throw new AppError(409, 'DEPOSIT_SERIES', depositMessages.seriesRefused);
  return service;
}
