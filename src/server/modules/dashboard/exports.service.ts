import type { Period } from '@shared/analytics/period';
import { zonedDateAndMinutes } from '@shared/scheduling/zoned-time';
import { clock } from '@shared/scheduling/time-of-day';
import { siteConfig } from '@shared/site-config/site-config';
import type { Executor } from '../../db/database';
import type { Translate } from '../../lib/i18n';
import { appointmentsForExport } from '../appointment-book/appointment-figures.service';
import { paidOrdersForExport } from '../checkout/sales-figures.service';
import { csvAmount, toCsv } from '../../lib/csv';

/**
 * The console's CSV exports of a period (issue 13 item 5): the orders paid in it and the
 * appointments starting in it, with times on the shop's clocks, amounts as plain
 * decimals, and cells a spreadsheet would run as formulas defused (csv.ts).
 */

/** An instant as the shop's clocks show it: "2026-03-08 23:30". */
function localMoment(instant: Date): string {
  const { date, minutes } = zonedDateAndMinutes(instant, siteConfig.timeZone);
  return `${date} ${clock(minutes)}`;
}

const fulfilmentWords = {
  unfulfilled: 'screens.console.orders.fulfilment.unfulfilled',
  ready_for_pickup: 'screens.console.orders.fulfilment.ready_for_pickup',
  picked_up: 'screens.console.orders.fulfilment.picked_up',
} as const;

/** What an order paid for: a gift card is owed until spent, so the owner's books keep it apart (issue 32). */
const kindWords = {
  shop: 'screens.console.dashboard.csv.kindShop',
  deposit: 'screens.console.dashboard.csv.kindDeposit',
  gift_card: 'screens.console.dashboard.csv.kindGiftCard',
} as const;

export async function ordersCsv(db: Executor, period: Period, t: Translate): Promise<string> {
  const rows = await paidOrdersForExport(db, period);
  return toCsv(
    [
      t('screens.console.dashboard.csv.order'),
      t('screens.console.dashboard.csv.paidAt', { timeZone: siteConfig.timeZone }),
      t('screens.console.dashboard.csv.customer'),
      t('screens.console.dashboard.csv.email'),
      t('screens.console.dashboard.csv.items'),
      t('screens.console.dashboard.csv.subtotal'),
      t('screens.console.dashboard.csv.discount'),
      t('screens.console.dashboard.csv.discountCode'),
      t('screens.console.dashboard.csv.tax', { tax: siteConfig.tax.name }),
      t('screens.console.dashboard.csv.total'),
      t('screens.console.dashboard.csv.refunded'),
      t('screens.console.dashboard.csv.net'),
      t('screens.console.dashboard.csv.fulfilment'),
      t('screens.console.dashboard.csv.paymentProvider'),
      t('screens.console.dashboard.csv.paymentReference'),
      t('screens.console.dashboard.csv.kind'),
    ],
    rows.map((row) => [
      row.number,
      localMoment(row.paidAt),
      row.customerName,
      row.customerEmail,
      row.itemCount,
      csvAmount(row.subtotalCents),
      csvAmount(row.discountCents),
      row.discountCode ?? '',
      csvAmount(row.taxCents),
      csvAmount(row.totalCents),
      csvAmount(row.refundedCents),
      csvAmount(row.totalCents - row.refundedCents),
      t(fulfilmentWords[row.fulfilment as keyof typeof fulfilmentWords] ?? row.fulfilment),
      row.paymentProvider,
      row.paymentReference,
      t(kindWords[row.kind]),
    ]),
  );
}

export async function appointmentsCsv(db: Executor, period: Period, t: Translate): Promise<string> {
  const rows = await appointmentsForExport(db, period);
  return toCsv(
    [
      t('screens.console.dashboard.csv.startsAt', { timeZone: siteConfig.timeZone }),
      t('screens.console.dashboard.csv.endsAt', { timeZone: siteConfig.timeZone }),
      t('screens.console.dashboard.csv.status'),
      t('screens.console.dashboard.csv.service'),
      t('screens.console.dashboard.csv.provider'),
      t('screens.console.dashboard.csv.customer'),
      t('screens.console.dashboard.csv.email'),
      t('screens.console.dashboard.csv.pet'),
      t('screens.console.dashboard.csv.petType'),
      t('screens.console.dashboard.csv.minutes'),
      t('screens.console.dashboard.csv.price'),
    ],
    rows.map((row) => [
      localMoment(row.startsAt),
      localMoment(row.endsAt),
      row.status,
      row.serviceName,
      row.providerName,
      row.customerName,
      row.customerEmail,
      row.petName,
      row.petType,
      row.durationMinutes,
      csvAmount(row.priceCents),
    ]),
  );
}
