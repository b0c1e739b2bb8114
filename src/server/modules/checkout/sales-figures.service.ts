import type { Period } from '@shared/analytics/period';
import { averageCents } from '@shared/analytics/rates';
import { orderNumberOf } from '@shared/contracts/console-orders';
import type { PeriodFigures } from '@shared/contracts/analytics';
import type { Executor } from '../../db/database';
import { contactsOf } from '../accounts/accounts.service';
import type { ProductSalesSince } from '../catalog/trending-products.service';
import { countPaidOrdersInPeriod, findDailySales, findPaidBefore, findPaidOrders, findProductSalesSince, findTopProducts } from './sales-figures.repo';

/** How many best sellers the dashboard lists. */
const TOP_PRODUCTS = 10;

export type SalesFigures = Pick<PeriodFigures, 'revenueCents' | 'orders' | 'averageOrderCents' | 'days' | 'topProducts'>;

/**
 * The period's sales (the owner's dashboard): revenue and orders per local day, every day
 * present; their totals; the average order (net revenue ÷ paid orders, to the cent); and
 * the best sellers.
 */
export async function salesFigures(db: Executor, period: Period): Promise<SalesFigures> {
  const [days, topProducts] = await Promise.all([findDailySales(db, period), findTopProducts(db, period, TOP_PRODUCTS)]);
  const revenueCents = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  return { revenueCents, orders, averageOrderCents: averageCents(revenueCents, orders), days, topProducts };
}

/**
 * What each product sold in orders paid since `since`, refunds taken off (the home page's
 * trending products). Checkout owns the orders; app.ts hands this to the catalogue.
 */
export const productSalesSince: ProductSalesSince = (db, since) => findProductSalesSince(db, since);

/** The customers who paid for an order in the period (the repeat-customer rate's "active"), and how many each paid in it. */
export async function payingCustomers(db: Executor, period: Period): Promise<Map<string, number>> {
  return new Map((await countPaidOrdersInPeriod(db, period)).map((row) => [row.userId, row.visits]));
}

/** Which of these customers had paid for an order before the local day `firstDay`. */
export async function paidBefore(db: Executor, userIds: readonly string[], firstDay: string): Promise<Set<string>> {
  return new Set(await findPaidBefore(db, userIds, firstDay));
}

export interface PaidOrderExportRow {
  number: string;
  paidAt: Date;
  paidOn: string;
  customerName: string;
  customerEmail: string;
  fulfilment: string;
  itemCount: number;
  subtotalCents: number;
  /** A discount code's amount off before HST, and the code (issue 32). */
  discountCents: number;
  discountCode: string | null;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
  paymentProvider: string;
  paymentReference: string | null;
  kind: 'shop' | 'deposit' | 'gift_card';
}

/** The orders paid in the period, oldest first, with their customers: the orders CSV. */
export async function paidOrdersForExport(db: Executor, period: Period): Promise<PaidOrderExportRow[]> {
  const rows = await findPaidOrders(db, period);
  const contacts = await contactsOf(db, rows.map((row) => row.userId));
  return rows.map(({ id, userId, paidAt, ...row }) => ({
    ...row,
    number: orderNumberOf(id),
    paidAt: paidAt!,
    customerName: contacts.get(userId)?.name ?? '',
    customerEmail: contacts.get(userId)?.email ?? '',
  }));
}
