import type { Period } from '@shared/analytics/period';
import { percentOf } from '@shared/analytics/rates';
import type { PeriodFigures } from '@shared/contracts/analytics';
import type { Executor } from '../../db/database';
import { contactsOf } from '../accounts/accounts.service';
import { providerNamesOf } from '../providers/providers.service';
import {
  countBookingsByService,
  countByStatus,
  findAppointmentsInPeriod,
  countBookingsInPeriod,
  findBookedBefore,
  sumBookingsByProvider,
} from './appointment-figures.repo';

export interface AppointmentFigures extends Pick<PeriodFigures, 'appointments' | 'bookingsByService' | 'bookingsByProvider'> {
  /** Minutes of booked (not cancelled) appointments per provider, for utilisation. */
  bookedMinutes: Map<number, number>;
}

/**
 * The period's appointments for the owner's dashboard: how many of each status and the
 * no-show and cancellation rates of all of them; the booked ones (not cancelled) per
 * service and per provider, and the minutes they take.
 */
export async function appointmentFigures(db: Executor, period: Period): Promise<AppointmentFigures> {
  const [statuses, byService, byProvider] = await Promise.all([countByStatus(db, period), countBookingsByService(db, period), sumBookingsByProvider(db, period)]);
  const of = (status: string) => statuses.find((row) => row.status === status)?.count ?? 0;
  const total = statuses.reduce((sum, row) => sum + row.count, 0);
  const names = await providerNamesOf(db, byProvider.map((row) => row.providerId));
  const bookingsByProvider = byProvider
    .map((row) => ({ providerId: row.providerId, name: names.get(row.providerId) ?? '', bookings: row.bookings }))
    .sort((a, b) => b.bookings - a.bookings || a.providerId - b.providerId);
  return {
    appointments: {
      total,
      confirmed: of('Confirmed'),
      completed: of('Completed'),
      noShows: of('No-show'),
      cancelled: of('Cancelled'),
      noShowPercent: percentOf(of('No-show'), total),
      cancellationPercent: percentOf(of('Cancelled'), total),
    },
    bookingsByService: byService,
    bookingsByProvider,
    bookedMinutes: new Map(byProvider.map((row) => [row.providerId, row.bookedMinutes])),
  };
}

/** The customers with a booked appointment in the period (the repeat-customer rate's "active"), and how many each had in it. */
export async function bookingCustomers(db: Executor, period: Period): Promise<Map<string, number>> {
  return new Map((await countBookingsInPeriod(db, period)).map((row) => [row.userId, row.visits]));
}

/** Which of these customers had a booked appointment before the local day `firstDay`. */
export async function bookedBefore(db: Executor, userIds: readonly string[], firstDay: string): Promise<Set<string>> {
  return new Set(await findBookedBefore(db, userIds, firstDay));
}

export interface AppointmentExportRow {
  startsAt: Date;
  endsAt: Date;
  status: string;
  serviceName: string;
  providerName: string;
  customerName: string;
  customerEmail: string;
  petName: string;
  petType: string;
  durationMinutes: number;
  priceCents: number;
}

/** Every appointment starting in the period, in order, with its provider and customer: the appointments CSV. */
export async function appointmentsForExport(db: Executor, period: Period): Promise<AppointmentExportRow[]> {
  const rows = await findAppointmentsInPeriod(db, period);
  const [providers, customers] = await Promise.all([providerNamesOf(db, rows.map((row) => row.providerId)), contactsOf(db, rows.map((row) => row.userId))]);
  return rows.map((row) => ({
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    serviceName: row.serviceName,
    providerName: providers.get(row.providerId) ?? '',
    customerName: customers.get(row.userId)?.name ?? '',
    customerEmail: customers.get(row.userId)?.email ?? '',
    petName: row.petName,
    petType: row.petType,
    durationMinutes: row.serviceDurationMinutes,
    priceCents: row.servicePriceCents,
  }));
}
