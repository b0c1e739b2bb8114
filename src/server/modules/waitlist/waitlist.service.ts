import { bookingMessages, type Appointment, type BookAppointmentBody } from '@shared/contracts/booking';
import type { SessionUser } from '@shared/contracts/accounts';
import { BREED_NOT_SPECIFIED } from '@shared/contracts/pets';
import { waitlistMessages, type JoinWaitlistBody, type OfferState, type WaitlistEntry, type WaitlistOffer } from '@shared/contracts/waitlist';
import { formatDuration } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { instantToZoned, slotLabel, todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor, Transaction } from '../../db/database';
import { sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { AppError, notFound } from '../../lib/app-error';
import { activeService } from '../catalog/service-catalog.service';
import { localizedNames } from '../catalog/translations.service';
import type { JobWorker } from '../jobs/jobs.service';
import { listPets, petOf } from '../pets/pets.service';
import { assertBookableDate, assertShopOpen } from '../booking/booking.service';
import { bookAppointment, petDaySlots } from '../booking/booking.service';
import { termsView } from '../pets/pet-care.service';
import { settleOffersOn } from './waitlist-offers';
import { firstFittingSlot } from './waitlist-plan';
import { queueWaitlistRound } from './waitlist-rounds';
import {
  closeOpenOffer,
  closeOpenOffersOfEntry,
  deleteEntriesOf,
  findOfferByToken,
  findOpenOffersOfEntries,
  findWaitingEntriesOf,
  insertWaitlistEntry,
  leaveWaitingEntry,
  markEntryBooked,
  takeOpenOffer,
  type WaitlistEntryRow,
  type WaitlistOfferRow,
} from './waitlist.repo';

/**
 * The customer's side of the waitlist (issue 14): join it for a service on a full date,
 * see and leave their entries, and book a time offered to them. Offers are made by the
 * jobs worker (waitlist-offers.ts) after any change that may free a time.
 */

export interface WaitlistDeps {
  db: Database;
  jobs: JobWorker;
  now: () => Date;
}

const { timeZone } = siteConfig;
const offerNotFound = () => notFound(waitlistMessages.unknownOffer);
const offerGone = () => new AppError(409, 'OFFER_GONE', waitlistMessages.offerGone);
const entryClosed = () => new AppError(409, 'ENTRY_CLOSED', waitlistMessages.entryClosed);

/**
 * Joins the waitlist for a date with no free time that suits the pet and the range: a
 * free one is refused (book it), as are a past date, one beyond the horizon, a closed
 * day and a second entry for the same service and date. A time freed meanwhile is offered
 * by the round the join queues.
 */
export async function joinWaitlist(deps: WaitlistDeps, user: SessionUser, body: JoinWaitlistBody, locale: Locale): Promise<WaitlistEntry> {
  const now = deps.now();
  assertBookableDate(body.date, now);
  const day = await petDaySlots(deps.db, now, { userId: user.id, serviceId: body.serviceId, petId: body.petId, date: body.date });
  if (!day.service.petTypes.includes(day.pet.type)) {
    const refusal = bookingMessages.serviceNotForPetType(day.pet.type);
    throw new AppError(422, 'SERVICE_NOT_FOR_PET_TYPE', refusal, { petId: refusal });
  }
  assertShopOpen(day);
  const range = { fromMinute: body.fromMinute ?? null, toMinute: body.toMinute ?? null };
  if (firstFittingSlot(day.slots, range, day.terms.durationMinutes)) throw new AppError(409, 'SLOT_FREE', waitlistMessages.slotFree);

  let row: WaitlistEntryRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const entry = await insertWaitlistEntry(tx, { userId: user.id, serviceId: day.service.id, petId: day.pet.id, date: body.date, ...range });
      await queueWaitlistRound(tx, [body.date]);
      return entry;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new AppError(409, 'ALREADY_WAITING', waitlistMessages.alreadyWaiting);
    throw error;
  }
  deps.jobs.kick();
  const [view] = await entryViews(deps.db, user.id, [row], locale, now);
  return view!;
}

/** The customer's entries still waiting, from today on, each with the time offered to it if any. */
export async function listWaitlist(deps: WaitlistDeps, userId: string, locale: Locale): Promise<WaitlistEntry[]> {
  const now = deps.now();
  const rows = await findWaitingEntriesOf(deps.db, userId, todayInZone(now, timeZone));
  return entryViews(deps.db, userId, rows, locale, now);
}

/** Leaves one of the customer's own waiting entries; any time offered to it is withdrawn. Another's, or one not waiting, is not found. */
export async function leaveWaitlist(deps: WaitlistDeps, userId: string, entryId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const left = await leaveWaitingEntry(tx, userId, entryId);
    if (!left) throw notFound(waitlistMessages.unknownEntry);
    await closeOpenOffersOfEntry(tx, entryId);
  });
}

/** The time an offer's link names, and what became of it; only its customer may see it. */
export async function waitlistOffer(deps: WaitlistDeps, userId: string, token: string, locale: Locale): Promise<WaitlistOffer> {
  const found = await findOfferByToken(deps.db, token);
  if (!found || found.entry.userId !== userId) throw offerNotFound();
  const { offer, entry } = found;
  const now = deps.now();
  const [service, pet] = await Promise.all([activeService(deps.db, entry.serviceId), entry.petId ? petOf(deps.db, userId, entry.petId) : undefined]);
  const names = await localizedNames(deps.db, 'service', new Map([[entry.serviceId, service?.name ?? entry.serviceId]]), locale);
  const state = offerState(offer, entry, now);
  // The duration and price for the pet, as booking would charge them; none once it cannot be booked.
  const terms = state === 'open' && service && pet ? await petTerms(deps, entry, pet.id, now) : undefined;
  return {
    state,
    serviceName: names.get(entry.serviceId) ?? entry.serviceId,
    petName: pet?.name ?? null,
    date: entry.date,
    startsAt: offer.startsAt.toISOString(),
    duration: terms ? formatDuration(terms.durationMinutes, locale) : null,
    priceCents: terms?.priceCents ?? null,
  };
}

/**
 * Books the time offered, through booking itself (the same rules: the minimum notice,
 * the vaccinations, the provider's lock and the database's no-overlap constraint). In the
 * booking's transaction the offer is marked taken, the entry booked, and every other open
 * offer whose time is no longer free is closed with a mail to its customer. Whoever comes
 * second learns someone else took the time (409) and keeps waiting. The offer's id is the
 * booking's idempotency key, so a double click books once and answers twice alike.
 */
export async function acceptOffer(deps: WaitlistDeps, user: SessionUser, token: string): Promise<Appointment> {
  const found = await findOfferByToken(deps.db, token);
  if (!found || found.entry.userId !== user.id) throw offerNotFound();
  const { offer, entry } = found;
  const now = deps.now();
  // A taken offer goes on to booking, whose idempotency key answers with its appointment.
  if (offer.status !== 'taken') {
    if (offer.startsAt <= now) throw new AppError(409, 'OFFER_EXPIRED', waitlistMessages.offerExpired);
    if (entry.status !== 'waiting') throw entryClosed();
    if (offer.status === 'gone') throw offerGone();
  }
  const pet = entry.petId === null ? undefined : await petOf(deps.db, user.id, entry.petId);
  if (!pet) throw new AppError(409, 'PET_REMOVED', waitlistMessages.petRemoved);

  const { date, minutes } = instantToZoned(offer.startsAt, timeZone);
  const body: BookAppointmentBody = {
    serviceId: entry.serviceId,
    petId: pet.id,
    petType: pet.type,
    petName: pet.name,
    petAge: pet.age,
    petBreed: pet.breed === BREED_NOT_SPECIFIED ? undefined : pet.breed,
    date,
    time: slotLabel(minutes),
    idempotencyKey: offer.id,
  };
  try {
    return await bookAppointment(deps, user, body, { alsoWrite: (tx) => takeOffer(tx, offer, entry, now) });
  } catch (error) {
    // Booked by someone else first, or no longer a time the day offers: the offer has gone, the entry still waits.
    if (error instanceof AppError && (error.code === 'SLOT_TAKEN' || error.text === bookingMessages.unlistedTime)) {
      await closeOpenOffer(deps.db, offer.id);
      throw offerGone();
    }
    throw error;
  }
}

/** Inside the booking's transaction: the offer taken (only if still open), the entry booked, the others settled. */
async function takeOffer(tx: Transaction, offer: WaitlistOfferRow, entry: WaitlistEntryRow, now: Date): Promise<void> {
  if (!(await takeOpenOffer(tx, offer.id))) throw offerGone();
  if (!(await markEntryBooked(tx, entry.id))) throw entryClosed();
  await settleOffersOn(tx, entry.date, now, offer.id);
}

/** taken, else expired once the time has come, else closed with its entry, else open or gone. */
function offerState(offer: WaitlistOfferRow, entry: WaitlistEntryRow, now: Date): OfferState {
  if (offer.status === 'taken') return 'taken';
  if (offer.startsAt <= now) return 'expired';
  if (entry.status !== 'waiting') return 'closed';
  return offer.status;
}

async function petTerms(deps: WaitlistDeps, entry: WaitlistEntryRow, petId: string, now: Date) {
  const day = await petDaySlots(deps.db, now, { userId: entry.userId, serviceId: entry.serviceId, petId, date: entry.date });
  return termsView(day.terms);
}

/** Entries as the customer reads them: the service in their language, the pet's name, the time offered. */
async function entryViews(db: Database, userId: string, rows: WaitlistEntryRow[], locale: Locale, now: Date): Promise<WaitlistEntry[]> {
  if (rows.length === 0) return [];
  const serviceIds = [...new Set(rows.map((row) => row.serviceId))];
  const [services, pets, offers] = await Promise.all([
    Promise.all(serviceIds.map(async (id) => [id, (await activeService(db, id))?.name ?? id] as const)),
    listPets(db, userId),
    findOpenOffersOfEntries(db, rows.map((row) => row.id), now),
  ]);
  const names = await localizedNames(db, 'service', new Map(services), locale);
  const petNames = new Map(pets.map((pet) => [pet.id, pet.name]));
  return rows.map((row) => {
    const offer = offers.find((candidate) => candidate.entryId === row.id);
    return {
      id: row.id,
      serviceId: row.serviceId,
      serviceName: names.get(row.serviceId) ?? row.serviceId,
      petId: row.petId,
      petName: row.petId ? (petNames.get(row.petId) ?? null) : null,
      date: row.date,
      fromMinute: row.fromMinute,
      toMinute: row.toMinute,
      offer: offer ? { token: offer.token, startsAt: offer.startsAt.toISOString() } : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Takes the customer off every waitlist, in the caller's transaction (their account is closing, issue 30). */
export const forgetWaitlistEntriesOf = (db: Executor, userId: string): Promise<void> => deleteEntriesOf(db, userId);
