import { isCountedPage } from '@shared/analytics/public-pages';
import { withoutLocalePrefix } from '@shared/i18n/locales';
import { sendReport } from '@web/lib/api-client';

/**
 * What the browser reports for the owner's figures (D27): a view of a public page and
 * the booking wizard's steps. No cookie is set and nothing is said about who: the
 * server derives a daily pseudonym from the request itself.
 */

const EVENTS = '/api/events';

let reported: string | undefined;

/**
 * A view of `pathname` if it is a public page (in any language: /fr/shop counts as /shop);
 * signed-in screens are never reported, nor the same page twice in a row (a change of
 * query alone, such as picking a product on /shop, is the same page).
 */
export function reportPageView(pathname: string): void {
  if (pathname === reported) return;
  reported = pathname;
  const page = withoutLocalePrefix(pathname);
  if (isCountedPage(page)) sendReport(EVENTS, { name: 'page_view', path: page });
}

/** The booking wizard reached a step. */
export function reportBookingStep(step: 1 | 2 | 3): void {
  sendReport(EVENTS, { name: 'booking_step', step });
}
