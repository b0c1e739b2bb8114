import type { FastifyPluginAsync } from 'fastify';
import type { HeldStock } from '../catalog/catalog.service';
import type { PaymentProvider } from '../checkout/checkout.service';
import type { AfterHoursChange } from '../shop/shop.service';
import { scheduleAdminRoutes } from './affected-appointments.routes';
import { appointmentBookRoutes } from './appointments.routes';
import { auditRoutes } from './audit.routes';
import { blogPostsConsoleRoutes } from './blog-posts.routes';
import { productCategoryAdminRoutes } from './categories.routes';
import { customersRoutes } from './customers.routes';
import { dashboardRoutes } from './dashboard.routes';
import { hoursRoutes } from './hours.routes';
import type { NewsMailDeps } from '../news-mail/news-mail.service';
import { newsRoutes } from './news.routes';
import { consoleOrdersRoutes } from './orders.routes';
import { ownerBookingRoutes } from './owner-booking.routes';
import { ownerRoutes } from './owner.routes';
import { productCsvRoutes } from './product-csv.routes';
import { productAdminRoutes } from './products.routes';
import { reportCardChecksRoutes } from './report-card-checks.routes';
import { serviceAdminRoutes } from './services.routes';
import { shopTextsConsoleRoutes } from './shop-texts.routes';
import { staffRoutes } from './staff.routes';
import { storeCreditConsoleRoutes } from './store-credit.routes';
import { giftCardsConsoleRoutes } from './gift-cards.routes';
import { discountsConsoleRoutes } from './discounts.routes';
import { privacyRequestsRoutes } from './privacy-requests.routes';
import { translationRoutes } from './translations.routes';

export interface ConsoleRoutesOptions {
  now: () => Date;
  /** Stock open checkouts hold (checkout's): the products list shows what is still available. */
  heldStock: HeldStock;
  /** Where customers pay now: refunds go through it, or through the provider an older order was paid with. */
  payments: PaymentProvider;
  /** New hours may free times someone waits for: the waitlist's round joins the change (issue 14). */
  afterHoursChange: AfterHoursChange;
  /** The shop's address (BASE_URL): a product CSV names images by absolute URL. */
  baseUrl: string;
  /** The news mail's database, clock, address and unsubscribe key (issue 30). */
  newsMail: NewsMailDeps;
}

/**
 * The owner console's API (D21), every route of it: `/api/console/*`, each behind the owner
 * guard and each calling the service of the module that owns what it shows or changes.
 */
export const consoleRoutes: FastifyPluginAsync<ConsoleRoutesOptions> = async (app, { now, heldStock, payments, afterHoursChange, baseUrl, newsMail }) => {
  await app.register(ownerRoutes);
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(productAdminRoutes, { heldStock, now });
  await app.register(productCsvRoutes, { baseUrl });
  await app.register(productCategoryAdminRoutes);
  await app.register(serviceAdminRoutes);
  await app.register(hoursRoutes, { now, afterHoursChange });
  await app.register(staffRoutes, { now, afterHoursChange });
  await app.register(scheduleAdminRoutes, { now });
  await app.register(appointmentBookRoutes, { now, payments });
  await app.register(ownerBookingRoutes, { now });
  await app.register(consoleOrdersRoutes, { payments });
  await app.register(customersRoutes, { now });
  await app.register(storeCreditConsoleRoutes);
  await app.register(giftCardsConsoleRoutes, { now });
  await app.register(discountsConsoleRoutes, { now });
  await app.register(privacyRequestsRoutes);
  await app.register(translationRoutes);
  await app.register(shopTextsConsoleRoutes);
  await app.register(blogPostsConsoleRoutes);
  await app.register(reportCardChecksRoutes);
  await app.register(newsRoutes, newsMail);
};
