import type { BookingSettings, Closure } from '@shared/contracts/hours';
import type { PetCoat, PetSize } from '@shared/contracts/pet-care';
import type { Database } from '../../db/database';
import { activeService, activeServiceIds, type ServiceOffer } from '../catalog/service-catalog.service';
import { petRulesOf, type ServicePetRules } from '../catalog/service-pet-rules.service';
import { schedulesOffering, type BookableSchedule } from '../providers/providers.service';
import { dataMemo } from '../../lib/versioned-memo';
import { catalogueMemo } from '../shop/catalogue-version.service';
import { bookingSettings, closuresFrom } from '../shop/shop.service';
import { bookingDayWindow, type BookingDay } from './booking-plan';
import { appointmentBookVersion, findConfirmedBookings } from '../appointment-book/appointments.service';
import type { PetCare } from '../pets/pet-care.service';

/**
 * What availability needs of the catalogue (issue 15), from memory: each bookable
 * service with its pet rules and the schedules offering it (all their time off), the
 * booking settings and every closure. Read from the database once per catalogue version;
 * the appointments of the day are always read fresh (`dayOf`).
 */
export interface BookableService {
  service: ServiceOffer;
  rules: ServicePetRules;
  schedules: BookableSchedule[];
  settings: BookingSettings;
  closures: ReadonlyMap<string, Closure>;
}

/** Before any date the shop could hold: every time off and closure there is. */
const ALL_DATES = '0001-01-01';
const { remember } = catalogueMemo();

/** The service if the shop offers it now, with what its availability needs; undefined otherwise. */
export async function bookableService(db: Database, serviceId: string): Promise<BookableService | undefined> {
  // One entry for all services, so asking for made-up ids cannot fill the memory.
  const services = await remember(db, 'bookable services', () => loadBookableServices(db));
  return services.get(serviceId);
}

async function loadBookableServices(db: Database): Promise<Map<string, BookableService>> {
  const ids = await activeServiceIds(db);
  const [settings, closures, rules, offers] = await Promise.all([
    bookingSettings(db),
    closuresFrom(db, ALL_DATES),
    petRulesOf(db, ids),
    Promise.all(ids.map(async (id) => [await activeService(db, id), await schedulesOffering(db, id, ALL_DATES)] as const)),
  ]);
  const closed = new Map(closures.map((closure) => [closure.date, closure]));
  const services = new Map<string, BookableService>();
  for (const [service, schedules] of offers) {
    if (service) services.set(service.id, { service, rules: rules.get(service.id) ?? { options: [], requiredVaccines: [] }, schedules, settings, closures: closed });
  }
  return services;
}

/** A pet described by size and coat only (availability asks no more): no saved pet, no records. */
export function careOfDescribedPet(rules: ServicePetRules, asked: { size?: PetSize | undefined; coat?: PetCoat | undefined }): PetCare {
  return { pet: undefined, size: asked.size ?? null, coat: asked.coat ?? null, options: rules.options, requiredVaccines: rules.requiredVaccines, records: [] };
}

/**
 * The booking day of a service on `date` for a customer: its schedules (their time off
 * ending that date or later, as the database would give them), the settings and closure
 * from memory, and the providers' Confirmed appointments around it as the appointment
 * book now stands.
 */
export async function dayOf(db: Database, bookable: BookableService, durationMinutes: number, date: string): Promise<BookingDay> {
  const schedules = bookable.schedules.map((schedule) => ({ ...schedule, timeOff: schedule.timeOff?.filter((timeOff) => timeOff.endsOn >= date) }));
  const { from, to } = bookingDayWindow(date, durationMinutes);
  const bookings = await confirmedBookingsNow(db, schedules.map((schedule) => schedule.id), from, to);
  const closure = bookable.closures.get(date);
  return { date, schedules, bookings, slotStepMinutes: bookable.settings.slotStepMinutes, minNoticeMinutes: bookable.settings.minNoticeMinutes, ...(closure ? { closure } : {}) };
}

const bookings = dataMemo(appointmentBookVersion);

/**
 * The providers' Confirmed appointments overlapping [from, to), from memory for the
 * appointment book's current version (issue 15): read once per version and window, not
 * once per visitor. Any write to the book moves the version (a trigger), so what a
 * server answers is never older than the request; the booking itself checks again under
 * the provider's lock, and the EXCLUDE constraint has the last word.
 */
const confirmedBookingsNow = (db: Database, providerIds: number[], from: Date, to: Date) =>
  bookings.remember(db, `${providerIds.join(',')} ${from.toISOString()} ${to.toISOString()}`, () => findConfirmedBookings(db, providerIds, from, to));
