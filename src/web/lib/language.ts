import type { SessionUser } from '@shared/contracts/accounts';
import { isLocale, localizedPath } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import { apiRequest } from '@web/lib/api-client';
import { pageLocale, rememberLocale } from '@web/lib/i18n';
import { visitMarkKey, type VisitMark } from '@web/lib/visit-marks';

/**
 * How a signed-in account and the page keep one language (ADR 0015); this file loads
 * only once someone is signed in. The account keeps the language last chosen with the
 * switcher, so its mail follows it, and a sign-in on another device brings it along.
 */
const signInScreens: readonly string[] = [paths.login.path, paths.register.path];
/** Accounts given the page's language in this visit (the session read still says the old one). */
const savedFor = new Set<string>();

/** Whether the mark was set; reading it clears it. */
function takeVisitMark(mark: VisitMark): boolean {
  const set = sessionStorage.getItem(visitMarkKey(mark)) !== null;
  sessionStorage.removeItem(visitMarkKey(mark));
  return set;
}

export function syncAccountLanguage(user: SessionUser, pathname: string): void {
  if (signInScreens.includes(pathname)) return;
  const justSignedIn = takeVisitMark('signed-in');
  const chosen = takeVisitMark('language-chosen');
  if (user.locale === pageLocale || savedFor.has(user.id)) return;
  // Right after signing in, an account that chose a language reads the site in it.
  if (justSignedIn && !chosen && isLocale(user.locale)) {
    rememberLocale(user.locale);
    window.location.assign(localizedPath(user.locale, `${window.location.pathname}${window.location.search}${window.location.hash}`));
    return;
  }
  // The switcher was used, or the account never chose: it takes the page's language.
  if (chosen || !isLocale(user.locale)) {
    savedFor.add(user.id);
    void apiRequest('/api/profile/locale', { method: 'PUT', body: { locale: pageLocale } }).catch(() => savedFor.delete(user.id));
  }
}
