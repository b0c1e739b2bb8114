import { previousPeriod, type Period } from '@shared/analytics/period';
import { percentOf } from '@shared/analytics/rates';
import type { AnalyticsDashboard, PeriodFigures } from '@shared/contracts/analytics';
import { siteConfig } from '@shared/site-config/site-config';
import type { Executor } from '../../db/database';
import { funnelFigures } from '../analytics/analytics.service';
import { appointmentFigures, bookedBefore, bookingCustomers } from '../appointment-book/appointment-figures.service';
import { paidBefore, payingCustomers, salesFigures } from '../checkout/sales-figures.service';
import { giftCardFigures } from '../ledger/gift-cards.service';
import { workingTimeIn } from '../providers/working-time.service';
import { closuresFrom } from '../shop/shop.service';

/**
 * The owner's dashboard (issue 13 item 5, D27): a period's figures beside those of the
 * period of equal length just before it. Each module computes its own in SQL, in the
 * shop's time zone; this puts them side by side.
 */
export async function analyticsDashboard(db: Executor, period: Period): Promise<AnalyticsDashboard> {
  const [current, previous] = await Promise.all([periodFigures(db, period), periodFigures(db, previousPeriod(period))]);
  return { timeZone: siteConfig.timeZone, current, previous };
}

async function periodFigures(db: Executor, period: Period): Promise<PeriodFigures> {
  const [sales, appointments, funnels, utilisation, customers, giftCards] = await Promise.all([
    salesFigures(db, period),
    appointmentFigures(db, period),
    funnelFigures(db, period),
    utilisationIn(db, period),
    repeatCustomers(db, period),
    giftCardFigures(db, period),
  ]);
  return {
    ...period,
    ...sales,
    appointments: appointments.appointments,
    bookingsByService: appointments.bookingsByService,
    bookingsByProvider: appointments.bookingsByProvider,
    utilisation: utilisationOf(await utilisation, appointments.bookedMinutes),
    customers,
    giftCards,
    ...funnels,
  };
}

/** Working time per provider in the period: weekly hours less time off (providers) and closed days (shop). */
async function utilisationIn(db: Executor, period: Period) {
  const closedDates = (await closuresFrom(db, period.from)).map((closure) => closure.date).filter((date) => date <= period.to);
  return workingTimeIn(db, period, closedDates);
}

/**
 * Utilisation: booked minutes (appointments Confirmed, Completed or No-show) over working
 * minutes, per provider and for all together. A provider with neither is left out.
 */
function utilisationOf(working: Awaited<ReturnType<typeof workingTimeIn>>, bookedMinutes: ReadonlyMap<number, number>): PeriodFigures['utilisation'] {
  const providers = working
    .map(({ providerId, name, workingMinutes }) => {
      const booked = bookedMinutes.get(providerId) ?? 0;
      return { providerId, name, bookedMinutes: booked, workingMinutes, percent: percentOf(booked, workingMinutes) };
    })
    .filter((row) => row.workingMinutes > 0 || row.bookedMinutes > 0);
  const booked = providers.reduce((sum, row) => sum + row.bookedMinutes, 0);
  const workingMinutes = providers.reduce((sum, row) => sum + row.workingMinutes, 0);
  return { bookedMinutes: booked, workingMinutes, percent: percentOf(booked, workingMinutes), providers };
}

/**
 * The repeat-customer rate, precisely: a customer is active in the period when they paid
 * for an order in it or had an appointment in it that was not cancelled. An active
 * customer is a repeat customer when, from their first visit up to the end of the
 * period, they have at least two such visits in all (paid orders and not-cancelled
 * appointments counted together: one order and one grooming make two). The rate is
 * repeat customers ÷ active customers.
 *
 * Worked out without counting anyone's history (issue 15): two visits in the period make
 * a repeat customer; one makes a repeat customer when there was any visit before it,
 * which one probe on an index answers (appointments first, then orders for whoever has
 * none), however long the history.
 */
async function repeatCustomers(db: Executor, period: Period): Promise<PeriodFigures['customers']> {
  const [payers, bookers] = await Promise.all([payingCustomers(db, period), bookingCustomers(db, period)]);
  const active = [...new Set([...payers.keys(), ...bookers.keys()])];
  const once = active.filter((userId) => (payers.get(userId) ?? 0) + (bookers.get(userId) ?? 0) < 2);
  const booked = await bookedBefore(db, once, period.from);
  const paid = await paidBefore(db, once.filter((userId) => !booked.has(userId)), period.from);
  const repeat = active.length - once.length + booked.size + paid.size;
  return { active: active.length, repeat, repeatPercent: percentOf(repeat, active.length) };
}
